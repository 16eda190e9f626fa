import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TailorDesign } from '../../../../shared/schemas/tailor-catalogue.ts';

/** The signed-in tailor's designs, newest first. */
export const myDesignsQueryOptions = () =>
  queryOptions<TailorDesign[]>({ queryKey: ['/api/tailor/designs'] });

export const useMyDesigns = () => useQuery(myDesignsQueryOptions());
