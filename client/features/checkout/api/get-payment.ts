import { useQuery } from '@tanstack/react-query';
import { checkoutApi } from '../../../../shared/api/checkout.ts';
import { readOptions } from '../../../lib/api-client.ts';

/** A payment and its orders, by our reference (GET /api/payments/{reference}); own only. */
export const paymentQueryOptions = (reference: string) =>
  readOptions(checkoutApi.payment, { reference });

/** How often, and how long, to ask again while a payment is still open (a bank transfer). */
const POLL_MS = 2000;
const POLL_FOR_MS = 2 * 60 * 1000;

/**
 * While the payment is neither paid nor failed (a bank transfer confirms a little later), it is
 * asked again every 2 s for up to two minutes.
 */
export function usePayment(reference: string | null) {
  return useQuery({
    ...paymentQueryOptions(reference ?? ''),
    enabled: Boolean(reference),
    refetchInterval: (query) =>
      query.state.data?.state === 'initialized' &&
      query.state.dataUpdateCount < POLL_FOR_MS / POLL_MS
        ? POLL_MS
        : false,
  });
}
