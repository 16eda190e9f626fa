import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '../../../../shared/schemas/product.ts';

/** A tailor's outfits, for the portfolio tab (GET /api/tailors/{id}/products). */
export const tailorProductsQueryOptions = (id: string) =>
  queryOptions<Product[]>({ queryKey: ['/api/tailors', id, 'products'] });

export function useTailorProducts(id: string | undefined) {
  return useQuery({ ...tailorProductsQueryOptions(id ?? ''), enabled: Boolean(id) });
}
