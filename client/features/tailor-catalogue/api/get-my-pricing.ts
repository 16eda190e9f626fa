import { useQuery } from '@tanstack/react-query';
import { tailorCatalogueApi as api } from '../../../../shared/api/tailor-catalogue.ts';
import { readOptions } from '../../../lib/api-client.ts';

/** The signed-in tailor's price list: one line per category they have priced. */
export const myPricingQueryOptions = () => readOptions(api.pricing, {});

export const useMyPricing = () => useQuery(myPricingQueryOptions());
