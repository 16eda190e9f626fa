import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '../../../../shared/schemas/product.ts';

/** All outfits, in catalog order (spec §7: GET /api/products). */
export const productsQueryOptions = () => queryOptions<Product[]>({ queryKey: ['/api/products'] });

export function useProducts() {
  return useQuery(productsQueryOptions());
}
