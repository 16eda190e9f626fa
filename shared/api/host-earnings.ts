import type * as P from '../schemas/payouts.ts';
import type * as S from '../schemas/host-earnings.ts';
import { endpoint } from './endpoint.ts';

/**
 * An aso-ebi host's earnings (issue 32 item 6, decision 057): her margins held, available, on
 * their way and paid, and the bank details they are paid into. Always the signed-in account's
 * own (no id is read from the path or body): 401 not signed in; the bank calls answer 403 to an
 * account that hosts no event (each costs a call to Paystack).
 */
export const hostEarningsApi = {
  overview: endpoint<{ response: typeof S.hostEarnings }>('GET', '/api/host/earnings'),
  banks: endpoint<{ response: typeof P.banksAnswer }>('GET', '/api/host/banks'),
  resolveAccount: endpoint<{
    body: typeof P.bankChoiceSchema;
    response: typeof P.resolvedAccountAnswer;
  }>('POST', '/api/host/payment-info/resolve'),
  savePaymentInfo: endpoint<{
    body: typeof P.bankChoiceSchema;
    response: typeof P.paymentInfoAnswer;
  }>('PUT', '/api/host/payment-info'),
};
