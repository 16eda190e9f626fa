import { useQuery } from '@tanstack/react-query';
import { tailorCatalogueApi as api } from '../../../../shared/api/tailor-catalogue.ts';
import { readOptions } from '../../../lib/api-client.ts';

/** The signed-in tailor's outfits, hidden ones included, newest first. */
export const myProductsQueryOptions = () => readOptions(api.products, {});

export const useMyProducts = () => useQuery(myProductsQueryOptions());
