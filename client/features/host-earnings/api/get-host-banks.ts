import { useQuery } from '@tanstack/react-query';
import { hostEarningsApi } from '../../../../shared/api/host-earnings.ts';
import { readOptions } from '../../../lib/api-client.ts';

/** Nigeria's banks a host can be paid into (GET /api/host/banks: Paystack's list). */
export const hostBanksQueryOptions = () => ({
  ...readOptions(hostEarningsApi.banks, {}),
  // The server keeps the list for a day; one read per visit is enough.
  staleTime: 60 * 60_000,
});

export function useHostBanks() {
  return useQuery(hostBanksQueryOptions());
}
