import { useQuery } from '@tanstack/react-query';
import { tailorCatalogueApi as api } from '../../../../shared/api/tailor-catalogue.ts';
import { readOptions } from '../../../lib/api-client.ts';

/** The signed-in tailor's fabrics, newest first. */
export const myFabricsQueryOptions = () => readOptions(api.fabrics, {});

export const useMyFabrics = () => useQuery(myFabricsQueryOptions());
