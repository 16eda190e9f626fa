import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tailorCatalogueApi as api } from '../../../../shared/api/tailor-catalogue.ts';
import type { TailorProductPatch } from '../../../../shared/schemas/tailor-catalogue.ts';
import { callApi } from '../../../lib/api-client.ts';
import { afterCatalogueWrite } from '../lib/after-write.ts';
import { myProductsQueryOptions } from './get-my-products.ts';

export const updateProduct = ({ id, ...patch }: TailorProductPatch & { id: string }) =>
  callApi(api.updateProduct, { params: { id }, body: patch });

/** Changes one of the tailor's outfits: its details, or hiding and showing it. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => afterCatalogueWrite(queryClient, myProductsQueryOptions().queryKey),
  });
}
