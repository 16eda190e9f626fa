import type * as S from '../schemas/checkout.ts';
import type { emptyBodySchema, noContent } from '../schemas/common.ts';
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
  }>('POST', '/api/checkout/quote'),
  checkout: endpoint<{
    body: typeof S.checkoutRequestSchema;
    response: typeof S.checkoutStartedSchema;
  }>('POST', '/api/checkout'),
  addresses: endpoint<{ response: typeof S.savedAddressesSchema }>('GET', '/api/addresses'),
  saveAddress: endpoint<{
    body: typeof S.deliveryAddressSchema;
    response: typeof S.savedAddressSchema;
  }>('POST', '/api/addresses'),
  payment: endpoint<{
    params: typeof S.referenceParamsSchema;
    response: typeof S.paymentStatusSchema;
  }>('GET', '/api/payments/:reference'),
  retry: endpoint<{
    params: typeof S.referenceParamsSchema;
    body: typeof emptyBodySchema;
    response: typeof S.checkoutStartedSchema;
  }>('POST', '/api/payments/:reference/retry'),
  paystackCallback: endpoint<{
    query: typeof S.paystackCallbackQuerySchema;
    response: typeof noContent;
  }>('GET', '/api/payments/paystack/callback', 303),
  paystackWebhook: endpoint<{ response: typeof S.webhookReceivedSchema }>(
    'POST',
    '/api/payments/paystack/webhook',
  ),
};

/** The client's page Paystack's callback redirects to (with ?reference=…). */
export const CHECKOUT_COMPLETE_PAGE = '/checkout/complete';
