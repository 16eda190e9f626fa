import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TailorPricing } from '../../../../shared/schemas/tailor-catalogue.ts';

/** The signed-in tailor's price list: one line per category they have priced. */
export const myPricingQueryOptions = () =>
  queryOptions<TailorPricing[]>({ queryKey: ['/api/tailor/pricing'] });

export const useMyPricing = () => useQuery(myPricingQueryOptions());
