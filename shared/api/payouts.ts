import type * as S from '../schemas/payouts.ts';
import { endpoint } from './endpoint.ts';

/**
 * The tailor's Payouts tab (issues 14 and 29). Each acts for the signed-in tailor's own business (no id
 * in the path or body is read): 401 not signed in, 403 without the tailor role.
 */
export const payoutsApi = {
  overview: endpoint<{ response: typeof S.payoutsOverview }>('GET', '/api/tailor/payouts'),
  banks: endpoint<{ response: typeof S.banksAnswer }>('GET', '/api/tailor/banks'),
  resolveAccount: endpoint<{
    body: typeof S.bankChoiceSchema;
    response: typeof S.resolvedAccountAnswer;
  }>('POST', '/api/tailor/payment-info/resolve'),
  savePaymentInfo: endpoint<{
    body: typeof S.bankChoiceSchema;
    response: typeof S.paymentInfoAnswer;
  }>('PUT', '/api/tailor/payment-info'),
};
