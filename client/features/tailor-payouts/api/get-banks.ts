import { useQuery } from '@tanstack/react-query';
import { payoutsApi } from '../../../../shared/api/payouts.ts';
import { readOptions } from '../../../lib/api-client.ts';

/** Nigeria's banks a tailor can be paid into (GET /api/tailor/banks: Paystack's list). */
export const banksQueryOptions = () => ({
  ...readOptions(payoutsApi.banks, {}),
  // The server keeps the list for a day; one read per visit is enough.
  staleTime: 60 * 60_000,
});

export function useBanks() {
  return useQuery(banksQueryOptions());
}
