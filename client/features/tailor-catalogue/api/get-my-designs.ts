import { useQuery } from '@tanstack/react-query';
import { tailorCatalogueApi as api } from '../../../../shared/api/tailor-catalogue.ts';
import { readOptions } from '../../../lib/api-client.ts';

/** The signed-in tailor's designs, newest first. */
export const myDesignsQueryOptions = () => readOptions(api.designs, {});

export const useMyDesigns = () => useQuery(myDesignsQueryOptions());
