import type * as S from '../schemas/checkout.ts';
import type { emptyBodySchema } from '../schemas/common.ts';
import { endpoint } from './endpoint.ts';

/**
 * Checkout and payments (issue 13). Personal: they act for the session's user, as /api/me does;
 * someone else's payment answers 404 like an unknown one. Amounts are naira; kobo only travel to
 * Paystack, and the client never sends a price.
 */
export const checkoutApi = {
  quote: endpoint<{
    body: typeof S.checkoutQuoteRequestSchema;
    response: typeof S.checkoutQuoteSchema;
  }>(
    'POST',
    '/api/checkout/quote',
    'Prices cart items from stored prices: lines, delivery, rush, store credit and the amount due',
  ),
  checkout: endpoint<{
    body: typeof S.checkoutRequestSchema;
    response: typeof S.checkoutStartedSchema;
  }>(
    'POST',
    '/api/checkout',
    'Places one unpaid order per cart item and starts a payment (201); the same request twice answers the same orders; 409 without measurements, an item gone or a rush not accepted',
  ),
  addresses: endpoint<{ response: typeof S.savedAddressesSchema }>(
    'GET',
    '/api/addresses',
    "The shopper's saved delivery addresses, newest first",
  ),
  saveAddress: endpoint<{
    body: typeof S.deliveryAddressSchema;
    response: typeof S.savedAddressSchema;
  }>('POST', '/api/addresses', 'Saves a delivery address (201; the same one again is kept once)'),
  payment: endpoint<{
    params: typeof S.referenceParamsSchema;
    response: typeof S.paymentStatusSchema;
  }>(
    'GET',
    '/api/payments/:reference',
    'A payment of the shopper and its orders, asked of Paystack while still open (the confirmation page)',
  ),
  retry: endpoint<{
    params: typeof S.referenceParamsSchema;
    body: typeof emptyBodySchema;
    response: typeof S.checkoutStartedSchema;
  }>(
    'POST',
    '/api/payments/:reference/retry',
    'Pays again for the same unpaid orders under a new reference (201); 409 once paid or expired',
  ),
  paystackCallback: endpoint<{
    query: typeof S.paystackCallbackQuerySchema;
    response: typeof S.redirectSchema;
  }>(
    'GET',
    '/api/payments/paystack/callback',
    "Paystack's return: verifies the payment, then 303 to /checkout/complete?reference=…",
    303,
  ),
  paystackWebhook: endpoint<{ response: typeof S.webhookReceivedSchema }>(
    'POST',
    '/api/payments/paystack/webhook',
    "Paystack's events, signed by x-paystack-signature: 200 { received: true } at once, 401 unsigned",
  ),
};

/** The client's page Paystack's callback redirects to (with ?reference=…). */
export const CHECKOUT_COMPLETE_PAGE = '/checkout/complete';
