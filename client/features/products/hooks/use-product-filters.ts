import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  clearedFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
  type ProductFilters,
} from '../lib/product-filters.ts';
import { useLatestSearchParams } from '../../../lib/use-latest-search-params.ts';

/** Typing waits this long before the URL (and so the server query) follows. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The outfit list's filters, kept in the URL so a filtered list survives a reload and can be
 * shared. The search box keeps its own text, which reaches the URL after a short pause so a
 * shopper on 3G does not send one request per key press.
 */
export function useProductFilters() {
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);

  const [searchText, setSearchText] = useState(filters.q);
  // When the URL's search changes from elsewhere (header search, back button, Clear Filters),
  // the box shows it. Adjusted during render rather than in an effect, so it never flickers.
  const [syncedQ, setSyncedQ] = useState(filters.q);
  if (syncedQ !== filters.q) {
    setSyncedQ(filters.q);
    if (searchText.trim() !== filters.q.trim()) setSearchText(filters.q);
  }

  const update = useCallback(
    (change: Partial<ProductFilters>) =>
      setSearchParams(
        (current) => filtersToSearchParams({ ...filtersFromSearchParams(current), ...change }),
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );

  useEffect(() => {
    if (searchText.trim() === filters.q.trim()) return;
    const timer = setTimeout(() => update({ q: searchText }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, filters.q, update]);

  const clear = useCallback(() => {
    setSearchText('');
    update(clearedFilters(filters));
  }, [update, filters]);

  return { filters, searchText, setSearchText, update, clear };
}
