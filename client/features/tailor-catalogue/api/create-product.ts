import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tailorCatalogueApi as api } from '../../../../shared/api/tailor-catalogue.ts';
import type { TailorProductInput } from '../../../../shared/schemas/tailor-catalogue.ts';
import { callApi } from '../../../lib/api-client.ts';
import { afterCatalogueWrite } from '../lib/after-write.ts';
import { myProductsQueryOptions } from './get-my-products.ts';

export const createProduct = (input: TailorProductInput) =>
  callApi(api.createProduct, { body: input });

/** Adds an outfit to the tailor's catalogue (shown at once). */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => afterCatalogueWrite(queryClient, myProductsQueryOptions().queryKey),
  });
}
