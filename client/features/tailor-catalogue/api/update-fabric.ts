import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tailorCatalogueApi as api } from '../../../../shared/api/tailor-catalogue.ts';
import type { TailorFabricPatch } from '../../../../shared/schemas/tailor-catalogue.ts';
import { callApi } from '../../../lib/api-client.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';
import { myFabricsQueryOptions } from './get-my-fabrics.ts';

export const updateFabric = ({ id, ...patch }: TailorFabricPatch & { id: string }) =>
  callApi(api.updateFabric, { params: { id }, body: patch });

export function useUpdateFabric() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFabric,
    onSuccess: () => refetchAfterWrite(queryClient, myFabricsQueryOptions().queryKey),
  });
}
