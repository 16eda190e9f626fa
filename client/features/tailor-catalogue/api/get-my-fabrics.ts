import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TailorFabric } from '../../../../shared/schemas/tailor-catalogue.ts';

/** The signed-in tailor's fabrics, newest first. */
export const myFabricsQueryOptions = () =>
  queryOptions<TailorFabric[]>({ queryKey: ['/api/tailor/fabrics'] });

export const useMyFabrics = () => useQuery(myFabricsQueryOptions());
