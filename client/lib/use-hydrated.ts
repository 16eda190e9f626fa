import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the server renderer and while the browser adopts the server's HTML, true afterwards.
 * What depends on the visitor's cookie (who they are, their cart) is shown only once this is true,
 * so the first browser render is the server's to the letter (no hydration mismatch) and nothing
 * personal is ever in the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
