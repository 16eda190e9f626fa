import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_TAILOR_SORT } from '../../../../shared/schemas/tailor-search.ts';
import type { Tailor } from '../../../../shared/schemas/tailor.ts';
import { searchTailors } from './search-tailors.ts';

/**
 * The first `count` tailors of GET /api/tailors (highest rated first; spec §2: the home page's
 * "first 3 tailors", the profile's favourites), asked for as one small page in the plain list's
 * own order, so a phone does not download every tailor to show three (decision 006).
 */
export const featuredTailorsQueryOptions = (count: number) =>
  queryOptions<Tailor[]>({
    queryKey: ['/api/tailors', 'featured', count],
    queryFn: async () =>
      (await searchTailors({ sort: DEFAULT_TAILOR_SORT, limit: count }, null)).items,
  });

export function useFeaturedTailors(count: number) {
  return useQuery(featuredTailorsQueryOptions(count));
}
