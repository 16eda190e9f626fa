import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TailorFabric,
  TailorFabricInput,
} from '../../../../shared/schemas/tailor-catalogue.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';
import { myFabricsQueryOptions } from './get-my-fabrics.ts';

export async function createFabric(input: TailorFabricInput): Promise<TailorFabric> {
  return (await apiRequest('POST', '/api/tailor/fabrics', input)).json();
}

export function useCreateFabric() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFabric,
    onSuccess: () => refetchAfterWrite(queryClient, myFabricsQueryOptions().queryKey),
  });
}
