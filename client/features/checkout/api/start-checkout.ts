import { useMutation } from '@tanstack/react-query';
import { checkoutApi } from '../../../../shared/api/checkout.ts';
import type { CheckoutRequest } from '../../../../shared/schemas/checkout.ts';
import { callApi } from '../../../lib/api-client.ts';
import { goToPayment } from '../lib/go-to-payment.ts';

export const startCheckout = (request: CheckoutRequest) =>
  callApi(checkoutApi.checkout, { body: request });

/**
 * Places one unpaid order per cart item and sends the browser to the payment page. The button
 * stays disabled until the browser has left (the mutation stays pending on success).
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ authorizationUrl }) => {
      goToPayment(authorizationUrl);
      // Pending until the page unloads, so the Pay button cannot send a second checkout.
      return new Promise<void>(() => {});
    },
  });
}
