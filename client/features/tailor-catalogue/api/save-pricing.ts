import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tailorCatalogueApi as api } from '../../../../shared/api/tailor-catalogue.ts';
import type { TailorPricingInput } from '../../../../shared/schemas/tailor-catalogue.ts';
import { callApi } from '../../../lib/api-client.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';
import { myPricingQueryOptions } from './get-my-pricing.ts';

export const savePricing = ({ category, ...line }: TailorPricingInput & { category: string }) =>
  callApi(api.savePricing, { params: { category }, body: line });

/** Sets one category's line of the price list (checkout charges its rush surcharge at once). */
export function useSavePricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePricing,
    onSuccess: () => refetchAfterWrite(queryClient, myPricingQueryOptions().queryKey),
  });
}
