import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TailorPricing,
  TailorPricingInput,
} from '../../../../shared/schemas/tailor-catalogue.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';
import { myPricingQueryOptions } from './get-my-pricing.ts';

export async function savePricing({
  category,
  ...line
}: TailorPricingInput & { category: string }): Promise<TailorPricing> {
  const url = `/api/tailor/pricing/${encodeURIComponent(category)}`;
  return (await apiRequest('PUT', url, line)).json();
}

/** Sets one category's line of the price list (checkout charges its rush surcharge at once). */
export function useSavePricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePricing,
    onSuccess: () => refetchAfterWrite(queryClient, myPricingQueryOptions().queryKey),
  });
}
