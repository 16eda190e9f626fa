import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TailorDesign,
  TailorDesignInput,
} from '../../../../shared/schemas/tailor-catalogue.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';
import { myDesignsQueryOptions } from './get-my-designs.ts';

export async function createDesign(input: TailorDesignInput): Promise<TailorDesign> {
  return (await apiRequest('POST', '/api/tailor/designs', input)).json();
}

export function useCreateDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDesign,
    onSuccess: () => refetchAfterWrite(queryClient, myDesignsQueryOptions().queryKey),
  });
}
