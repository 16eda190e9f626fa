import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { productsApi } from '../../../../shared/api/products.ts';
import type { ProductPage } from '../../../../shared/schemas/product-list.ts';
import {
  normalizeProductSearch,
  productPageQuery,
  type ProductSearch,
} from '../../../../shared/schemas/product-search.ts';
import { callApi } from '../../../lib/api-client.ts';

/** One page of outfits matching a search, sorted on the server (decision 006). */
export async function searchProducts(
  search: ProductSearch,
  cursor: string | null,
): Promise<ProductPage> {
  const query = productPageQuery(search, cursor);
  // With a limit the answer is always a page, never the plain array.
  return (await callApi(productsApi.list, { query })) as ProductPage;
}

/**
 * Pages of outfits, fetched one after another by `fetchNextPage()`. The key sits under
 * '/api/products', so invalidating the outfit list refreshes every search too.
 */
export const searchProductsQueryOptions = (search: ProductSearch) => {
  const params = normalizeProductSearch(search);
  return infiniteQueryOptions({
    queryKey: ['/api/products', 'search', params],
    queryFn: ({ pageParam }) => searchProducts(params, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
};

/**
 * `data.pages[0].matched` / `.total` give "Showing N of M products" (N is at most 10,000 when
 * `matchedCapped`); the rows are `data.pages.flatMap((page) => page.items)`.
 */
export function useSearchProducts(search: ProductSearch) {
  return useInfiniteQuery(searchProductsQueryOptions(search));
}
