import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TailorProduct } from '../../../../shared/schemas/tailor-catalogue.ts';

/** The signed-in tailor's outfits, hidden ones included, newest first. */
export const myProductsQueryOptions = () =>
  queryOptions<TailorProduct[]>({ queryKey: ['/api/tailor/products'] });

export const useMyProducts = () => useQuery(myProductsQueryOptions());
