import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TailorProduct,
  TailorProductInput,
} from '../../../../shared/schemas/tailor-catalogue.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { afterCatalogueWrite } from '../lib/after-write.ts';
import { myProductsQueryOptions } from './get-my-products.ts';

export async function createProduct(input: TailorProductInput): Promise<TailorProduct> {
  return (await apiRequest('POST', '/api/tailor/products', input)).json();
}

/** Adds an outfit to the tailor's catalogue (shown at once). */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => afterCatalogueWrite(queryClient, myProductsQueryOptions().queryKey),
  });
}
