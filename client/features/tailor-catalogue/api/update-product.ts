import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TailorProduct,
  TailorProductPatch,
} from '../../../../shared/schemas/tailor-catalogue.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { afterCatalogueWrite } from '../lib/after-write.ts';
import { myProductsQueryOptions } from './get-my-products.ts';

export async function updateProduct({
  id,
  ...patch
}: TailorProductPatch & { id: string }): Promise<TailorProduct> {
  return (
    await apiRequest('PATCH', `/api/tailor/products/${encodeURIComponent(id)}`, patch)
  ).json();
}

/** Changes one of the tailor's outfits: its details, or hiding and showing it. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => afterCatalogueWrite(queryClient, myProductsQueryOptions().queryKey),
  });
}
