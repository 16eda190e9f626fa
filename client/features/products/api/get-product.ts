import { useQuery } from '@tanstack/react-query';
import { productsApi } from '../../../../shared/api/products.ts';
import { readOptions } from '../../../lib/api-client.ts';

export const productQueryOptions = (id: string) => readOptions(productsApi.one, { id });

/** Only asks when there is an id (spec §7). */
export function useProduct(id: string | undefined) {
  return useQuery({ ...productQueryOptions(id ?? ''), enabled: Boolean(id) });
}
