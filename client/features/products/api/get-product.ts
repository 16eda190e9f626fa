import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '../../../../shared/schemas/product.ts';

export const productQueryOptions = (id: string) =>
  queryOptions<Product>({ queryKey: ['/api/products', id] });

/** Only asks when there is an id (spec §7). */
export function useProduct(id: string | undefined) {
  return useQuery({ ...productQueryOptions(id ?? ''), enabled: Boolean(id) });
}
