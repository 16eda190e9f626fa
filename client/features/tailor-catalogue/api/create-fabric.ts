import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tailorCatalogueApi as api } from '../../../../shared/api/tailor-catalogue.ts';
import type { TailorFabricInput } from '../../../../shared/schemas/tailor-catalogue.ts';
import { callApi } from '../../../lib/api-client.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';
import { myFabricsQueryOptions } from './get-my-fabrics.ts';

export const createFabric = (input: TailorFabricInput) =>
  callApi(api.createFabric, { body: input });

export function useCreateFabric() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFabric,
    onSuccess: () => refetchAfterWrite(queryClient, myFabricsQueryOptions().queryKey),
  });
}
