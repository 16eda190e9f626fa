import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkoutApi } from '../../../../shared/api/checkout.ts';
import { ordersApi } from '../../../../shared/api/orders.ts';
import { callApi, readOptions } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-issues.ts';
import { notifyError } from '../../../lib/notify.ts';
import { goToPayment } from '../lib/go-to-payment.ts';

export const retryPayment = (reference: string) =>
  callApi(checkoutApi.retry, { params: { reference }, body: {} });

/**
 * Pays again for the same unpaid orders (a new Paystack reference) and sends the browser to the
 * payment page. Given an order id instead of a reference, reads the order's latest reference
 * first (GET /api/orders/{id}, through the shared query cache).
 */
export function useRetryPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: { reference: string } | { orderId: string }) => {
      let reference = 'reference' in target ? target.reference : undefined;
      if (!reference && 'orderId' in target) {
        const order = await queryClient.fetchQuery({
          ...readOptions(ordersApi.detail, { id: target.orderId }),
          staleTime: 0,
        });
        reference = order.payment?.reference;
      }
      if (!reference) throw new Error('This order has no payment to retry');
      return retryPayment(reference);
    },
    onSuccess: ({ authorizationUrl }) => {
      goToPayment(authorizationUrl);
      return new Promise<void>(() => {});
    },
    onError: (error) =>
      notifyError('Payment could not start', errorMessage(error) ?? 'Please try again.'),
  });
}
