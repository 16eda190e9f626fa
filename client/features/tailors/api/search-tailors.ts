import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TailorPage } from '../../../../shared/schemas/tailor-list.ts';
import {
  normalizeTailorSearch,
  tailorPageQueryString,
  type TailorSearch,
} from '../../../../shared/schemas/tailor-search.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** One page of tailors matching a search, sorted on the server (decision 006). */
export async function searchTailors(
  search: TailorSearch,
  cursor: string | null,
): Promise<TailorPage> {
  const response = await apiRequest('GET', `/api/tailors?${tailorPageQueryString(search, cursor)}`);
  return response.json();
}

/**
 * Pages of tailors, fetched one after another by `fetchNextPage()`. The key sits under
 * '/api/tailors', so invalidating the tailor list refreshes every search too.
 */
export const searchTailorsQueryOptions = (search: TailorSearch) => {
  const params = normalizeTailorSearch(search);
  return infiniteQueryOptions({
    queryKey: ['/api/tailors', 'search', params],
    queryFn: ({ pageParam }) => searchTailors(params, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
};

/**
 * `data.pages[0].matched` / `.total` give "Showing N of M tailors"; the rows are
 * `data.pages.flatMap((page) => page.items)`.
 */
export function useSearchTailors(search: TailorSearch) {
  return useInfiniteQuery(searchTailorsQueryOptions(search));
}
