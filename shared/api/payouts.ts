import type * as S from '../schemas/payouts.ts';
import { endpoint } from './endpoint.ts';

/**
 * The tailor's Payouts tab (issue 14). Both act for the signed-in tailor's own business (no id
 * in the path or body is read): 401 not signed in, 403 without the tailor role.
 */
export const payoutsApi = {
  overview: endpoint<{ response: typeof S.payoutsOverview }>('GET', '/api/tailor/payouts'),
  savePaymentInfo: endpoint<{
    body: typeof S.paymentInfoSchema;
    response: typeof S.paymentInfoAnswer;
  }>('PUT', '/api/tailor/payment-info'),
};
