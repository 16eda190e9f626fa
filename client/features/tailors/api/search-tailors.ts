import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { tailorsApi } from '../../../../shared/api/tailors.ts';
import type { TailorPage } from '../../../../shared/schemas/tailor-list.ts';
import {
  normalizeTailorSearch,
  tailorPageQuery,
  type TailorSearch,
} from '../../../../shared/schemas/tailor-search.ts';
import { callApi } from '../../../lib/api-client.ts';

/** One page of tailors matching a search, sorted on the server (decision 006). */
export async function searchTailors(
  search: TailorSearch,
  cursor: string | null,
): Promise<TailorPage> {
  const query = tailorPageQuery(search, cursor);
  // With a limit the answer is always a page, never the plain array.
  return (await callApi(tailorsApi.list, { query })) as TailorPage;
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
