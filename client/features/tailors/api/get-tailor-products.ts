import { useQuery } from '@tanstack/react-query';
import { tailorsApi } from '../../../../shared/api/tailors.ts';
import { readOptions } from '../../../lib/api-client.ts';

/** A tailor's outfits, for the portfolio tab (GET /api/tailors/{id}/products). */
export const tailorProductsQueryOptions = (id: string) => readOptions(tailorsApi.products, { id });

export function useTailorProducts(id: string | undefined) {
  return useQuery({ ...tailorProductsQueryOptions(id ?? ''), enabled: Boolean(id) });
}
