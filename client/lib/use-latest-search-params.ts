import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

type Options = { replace?: boolean; preventScrollReset?: boolean };

/**
 * `useSearchParams`, whose functional update builds on the newest address: the one this hook
 * last asked for, or a newer one the router has committed since. Navigations render in a
 * transition, so until one commits, the last render still shows the address before it; building
 * on that, a second change (the search box's pause ending just after Clear Filters) would undo
 * the first.
 */
export function useLatestSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const latest = useRef(searchParams);
  useEffect(() => {
    latest.current = searchParams; // a committed address: the router's own, or one we asked for
  }, [searchParams]);

  const update = useCallback(
    (next: (current: URLSearchParams) => URLSearchParams, options?: Options) => {
      latest.current = next(new URLSearchParams(latest.current));
      setSearchParams(latest.current, options);
    },
    [setSearchParams],
  );
  return [searchParams, update] as const;
}
