import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tailorCatalogueApi as api } from '../../../../shared/api/tailor-catalogue.ts';
import type { TailorDesignPatch } from '../../../../shared/schemas/tailor-catalogue.ts';
import { callApi } from '../../../lib/api-client.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';
import { myDesignsQueryOptions } from './get-my-designs.ts';

export const updateDesign = ({ id, ...patch }: TailorDesignPatch & { id: string }) =>
  callApi(api.updateDesign, { params: { id }, body: patch });

export function useUpdateDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDesign,
    onSuccess: () => refetchAfterWrite(queryClient, myDesignsQueryOptions().queryKey),
  });
}
