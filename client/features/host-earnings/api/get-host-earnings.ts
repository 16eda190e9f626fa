import { useQuery } from '@tanstack/react-query';
import { hostEarningsApi } from '../../../../shared/api/host-earnings.ts';
import { readOptions } from '../../../lib/api-client.ts';

/** The signed-in host's aso-ebi margins, bank details and payouts (issue 32). */
export const hostEarningsQueryOptions = () => readOptions(hostEarningsApi.overview, {});

export function useHostEarnings() {
  return useQuery(hostEarningsQueryOptions());
}
