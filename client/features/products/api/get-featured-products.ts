import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '../../../../shared/schemas/product.ts';
import { searchProducts } from './search-products.ts';

/**
 * The first `count` outfits of GET /api/products in catalog order (spec §2 Home: "first 4
 * products"), asked for as one small page, so the home page on 3G does not download the whole
 * plain list to show four cards (decision 006).
 */
export const featuredProductsQueryOptions = (count: number) =>
  queryOptions<Product[]>({
    queryKey: ['/api/products', 'featured', count],
    queryFn: async () => (await searchProducts({ sort: 'created', limit: count }, null)).items,
  });

export function useFeaturedProducts(count: number) {
  return useQuery(featuredProductsQueryOptions(count));
}
