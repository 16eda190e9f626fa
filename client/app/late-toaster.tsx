import { lazy, Suspense, useSyncExternalStore } from 'react';

/** Toasts come after the first paint: no first view shows one (see client/lib/notify.ts). */
const AppToaster = lazy(() => import('./toaster.tsx'));

const neverChanges = () => () => {};
const onClient = () => true;
const onServer = () => false;

/**
 * The toaster, added once the page is hydrated. The server renders this component too (as
 * nothing), so both trees have the same shape: React's useId ids depend on it, and labels,
 * tabs and panels are tied together by those ids.
 */
export function LateToaster() {
  const hydrated = useSyncExternalStore(neverChanges, onClient, onServer);
  return hydrated ? (
    <Suspense>
      <AppToaster />
    </Suspense>
  ) : null;
}
