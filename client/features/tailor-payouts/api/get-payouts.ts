import { useQuery } from '@tanstack/react-query';
import { payoutsApi } from '../../../../shared/api/payouts.ts';
import { readOptions } from '../../../lib/api-client.ts';

/** The signed-in tailor's bank details, payouts and commission. */
export const payoutsQueryOptions = () => readOptions(payoutsApi.overview, {});

export function usePayouts() {
  return useQuery(payoutsQueryOptions());
}
