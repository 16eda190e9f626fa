import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayoutsOverview } from '../../../../shared/schemas/payouts.ts';

export const PAYOUTS_PATH = '/api/tailor/payouts';

/** The signed-in tailor's bank details, payouts and commission (GET /api/tailor/payouts). */
export const payoutsQueryOptions = () =>
  queryOptions<PayoutsOverview>({ queryKey: [PAYOUTS_PATH] });

export function usePayouts() {
  return useQuery(payoutsQueryOptions());
}
