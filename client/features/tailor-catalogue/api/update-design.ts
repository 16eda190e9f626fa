import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TailorDesign,
  TailorDesignPatch,
} from '../../../../shared/schemas/tailor-catalogue.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';
import { myDesignsQueryOptions } from './get-my-designs.ts';

export async function updateDesign({
  id,
  ...patch
}: TailorDesignPatch & { id: string }): Promise<TailorDesign> {
  return (await apiRequest('PATCH', `/api/tailor/designs/${encodeURIComponent(id)}`, patch)).json();
}

export function useUpdateDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDesign,
    onSuccess: () => refetchAfterWrite(queryClient, myDesignsQueryOptions().queryKey),
  });
}
