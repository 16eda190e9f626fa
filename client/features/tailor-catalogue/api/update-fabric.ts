import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TailorFabric,
  TailorFabricPatch,
} from '../../../../shared/schemas/tailor-catalogue.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';
import { myFabricsQueryOptions } from './get-my-fabrics.ts';

export async function updateFabric({
  id,
  ...patch
}: TailorFabricPatch & { id: string }): Promise<TailorFabric> {
  return (await apiRequest('PATCH', `/api/tailor/fabrics/${encodeURIComponent(id)}`, patch)).json();
}

export function useUpdateFabric() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFabric,
    onSuccess: () => refetchAfterWrite(queryClient, myFabricsQueryOptions().queryKey),
  });
}
