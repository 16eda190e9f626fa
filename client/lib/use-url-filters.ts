import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLatestSearchParams } from './use-latest-search-params.ts';

/** Typing waits this long before the URL (and so the server query) follows. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's filters kept in the URL (the outfits, the tailors), so a filtered list survives a
 * reload and can be shared. The search box keeps its own text, which reaches the URL after a
 * short pause so a shopper on 3G does not send one request per key press. `cleared` is what
 * 'Clear Filters' leaves.
 */
export function useUrlFilters<F extends { q: string }>(list: {
  fromParams: (params: URLSearchParams) => F;
  toParams: (filters: F) => URLSearchParams;
  cleared: (filters: F) => F;
}) {
  const { fromParams, toParams, cleared } = list;
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const filters = useMemo(() => fromParams(searchParams), [fromParams, searchParams]);

  const [searchText, setSearchText] = useState(filters.q);
  // When the URL's search changes from elsewhere (header search, back button, Clear Filters),
  // the box shows it. Adjusted during render rather than in an effect, so it never flickers.
  const [syncedQ, setSyncedQ] = useState(filters.q);
  if (syncedQ !== filters.q) {
    setSyncedQ(filters.q);
    if (searchText.trim() !== filters.q.trim()) setSearchText(filters.q);
  }

  const update = useCallback(
    (change: Partial<F>) =>
      setSearchParams((current) => toParams({ ...fromParams(current), ...change }), {
        replace: true,
        preventScrollReset: true,
      }),
    [setSearchParams, fromParams, toParams],
  );

  useEffect(() => {
    if (searchText.trim() === filters.q.trim()) return;
    const timer = setTimeout(() => update({ q: searchText } as Partial<F>), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, filters.q, update]);

  const clear = useCallback(() => {
    setSearchText('');
    update(cleared(filters));
  }, [update, cleared, filters]);

  return { filters, searchText, setSearchText, update, clear };
}
