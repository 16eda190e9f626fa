import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  emptyTailorFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
  type TailorFilters,
} from '../lib/tailor-filters.ts';
import { useLatestSearchParams } from '../../../lib/use-latest-search-params.ts';

/** Typing waits this long before the URL (and so the server query) follows. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The tailor list's filters, kept in the URL so a filtered list survives a reload and can be
 * shared. The search box has its own text that reaches the URL after a short pause, so a shopper
 * on 3G does not send one request per key press.
 */
export function useTailorFilters() {
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);

  const [searchText, setSearchText] = useState(filters.q);
  // When the URL's search changes from elsewhere (back button, Clear Filters), show it in the box.
  const [syncedQ, setSyncedQ] = useState(filters.q);
  if (syncedQ !== filters.q) {
    setSyncedQ(filters.q);
    if (searchText.trim() !== filters.q) setSearchText(filters.q);
  }

  const update = useCallback(
    (change: Partial<TailorFilters>) =>
      setSearchParams(
        (current) => filtersToSearchParams({ ...filtersFromSearchParams(current), ...change }),
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );

  useEffect(() => {
    if (searchText.trim() === filters.q) return;
    const timer = setTimeout(() => update({ q: searchText }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, filters.q, update]);

  const clear = useCallback(() => {
    setSearchText('');
    update(emptyTailorFilters);
  }, [update]);

  return { filters, searchText, setSearchText, update, clear };
}
