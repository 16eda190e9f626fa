import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tailorCatalogueApi as api } from '../../../../shared/api/tailor-catalogue.ts';
import type { TailorDesignInput } from '../../../../shared/schemas/tailor-catalogue.ts';
import { callApi } from '../../../lib/api-client.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';
import { myDesignsQueryOptions } from './get-my-designs.ts';

export const createDesign = (input: TailorDesignInput) =>
  callApi(api.createDesign, { body: input });

export function useCreateDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDesign,
    onSuccess: () => refetchAfterWrite(queryClient, myDesignsQueryOptions().queryKey),
  });
}
