import type * as S from '../schemas/payouts.ts';
import { endpoint } from './endpoint.ts';

/**
 * The tailor's Payouts tab (issue 14). Both act for the signed-in tailor's own business (no id
 * in the path or body is read): 401 not signed in, 403 without the tailor role.
 */
export const payoutsApi = {
  overview: endpoint<{ response: typeof S.payoutsOverview }>(
    'GET',
    '/api/tailor/payouts',
    "The tailor's bank details, payouts, earnings to come and Telo's commission",
  ),
  savePaymentInfo: endpoint<{
    body: typeof S.paymentInfoSchema;
    response: typeof S.paymentInfoAnswer;
  }>(
    'PUT',
    '/api/tailor/payment-info',
    "Saves the tailor's bank details (400 naming the field: an unknown bank, a bad NUBAN …)",
  ),
};
