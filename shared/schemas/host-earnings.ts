import { z } from 'zod';
import { contract, type Json } from '../api/endpoint.ts';
import { hostEarningsApi } from '../api/host-earnings.ts';
import {
  PAYOUT_STATES,
  bankChoiceSchema,
  banksAnswer,
  paymentInfoAnswer,
  resolvedAccountAnswer,
} from './payouts.ts';

const hostPayout = z.object({
  id: z.string(),
  amountKobo: z.number().int(),
  state: z.enum(PAYOUT_STATES),
  failureReason: z.string().nullable(),
  createdAt: z.date(),
  paidAt: z.date().nullable(),
});

/**
 * A host's aso-ebi money, in kobo, each figure from the ledger: her margins still held in the
 * guests' orders (released after each delivery, as a tailor's earnings are), available for her
 * next payout, on their way to her bank, and paid.
 */
export const hostEarnings = z.object({
  hosting: z.boolean(),
  paymentInfo: paymentInfoAnswer.nullable(),
  heldKobo: z.number().int(),
  availableKobo: z.number().int(),
  onTheWayKobo: z.number().int(),
  paidKobo: z.number().int(),
  payouts: z.array(hostPayout),
});
export type HostEarnings = Json<z.output<typeof hostEarnings>>;

export const hostEarningsContract = contract(hostEarningsApi, {
  overview: {
    summary:
      "The host's aso-ebi margins held, available, on their way and paid, her bank details and payouts",
    response: hostEarnings,
  },
  banks: {
    summary: "Nigeria's banks a host can be paid into (403 for an account hosting no event)",
    response: banksAnswer,
  },
  resolveAccount: {
    summary:
      'The name the bank has for an account, to confirm before saving (403 no event hosted, 422 no such account)',
    body: bankChoiceSchema,
    response: resolvedAccountAnswer,
  },
  savePaymentInfo: {
    summary:
      "Saves the host's bank details under the name the bank gives (403 no event hosted, 422 no such account)",
    body: bankChoiceSchema,
    response: paymentInfoAnswer,
  },
});
