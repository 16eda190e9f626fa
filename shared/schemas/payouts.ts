import { z } from 'zod';
import { contract, type Json } from '../api/endpoint.ts';
import { payoutsApi } from '../api/payouts.ts';
import { bankChoiceProblems, cleanAccountNumber, type BankChoice } from '../bank-accounts.ts';

/** The bank (its Paystack code) and the account number; spaces in the number go. */
export const bankChoiceSchema = z
  .object({
    bankCode: z.string({ error: 'Choose your bank' }).trim().max(20, 'Choose your bank'),
    accountNumber: z
      .string({ error: 'Account number is required' })
      .max(40, 'Account number must be the 10 digits of your NUBAN')
      .transform(cleanAccountNumber),
  })
  .superRefine((choice: BankChoice, ctx) => {
    for (const [path, message] of Object.entries(bankChoiceProblems(choice))) {
      ctx.addIssue({ code: 'custom', path: [path], message });
    }
  });
export type BankChoiceInput = z.input<typeof bankChoiceSchema>;

/** Paystack's Nigerian banks Telo pays into, by name. */
export const banksAnswer = z.object({
  banks: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type BanksAnswer = z.output<typeof banksAnswer>;

/** An account as its bank names it, for the tailor to confirm before it is saved. */
export const resolvedAccountAnswer = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  /** The bank's name for the account (Paystack's resolve), never what anyone typed. */
  accountName: z.string(),
});
export type ResolvedAccount = z.output<typeof resolvedAccountAnswer>;

/** Saved bank details, as the form shows them back. */
export const paymentInfoAnswer = z.object({
  bankName: z.string(),
  /** Null for details saved before banks came from Paystack's list. */
  bankCode: z.string().nullable(),
  accountNumber: z.string(),
  accountName: z.string(),
  updatedAt: z.date(),
});
export type PaymentInfo = Json<z.output<typeof paymentInfoAnswer>>;

export const PAYOUT_STATES = ['pending', 'processing', 'paid', 'failed'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

/** One transfer of the tailor's balance to her bank, in kobo (from before the ledger: per order). */
const payout = z.object({
  id: z.string(),
  orderId: z.string().nullable(),
  amountKobo: z.number().int(),
  state: z.enum(PAYOUT_STATES),
  failureReason: z.string().nullable(),
  createdAt: z.date(),
  paidAt: z.date().nullable(),
});
export type Payout = Json<z.output<typeof payout>>;

/**
 * A paid order of hers and its money (issue 28): what it earns, what she was advanced, what Telo
 * still holds for her, and when it is (or was) released.
 */
const orderEarning = z.object({
  orderId: z.string(),
  productName: z.string(),
  status: z.string(),
  orderTotalKobo: z.number().int(),
  commissionKobo: z.number().int(),
  earningsKobo: z.number().int(),
  /** Her share still in escrow (0 once released). */
  heldKobo: z.number().int(),
  releasedAt: z.date().nullable(),
  /** Released on this day unless the shopper confirms sooner; null before delivery or in a claim. */
  releaseDate: z.string().nullable(),
});
export type OrderEarning = Json<z.output<typeof orderEarning>>;

export const payoutsOverview = z.object({
  /** Telo's commission, in percent of each order's total. */
  commissionPercent: z.number(),
  /** Percent of her earnings paid when she starts cutting (0: none). */
  advancePercent: z.number(),
  /** Days after delivery an order's money is released without the shopper's word. */
  releaseAfterDays: z.number(),
  paymentInfo: paymentInfoAnswer.nullable(),
  /** Sums in kobo, each from the ledger: held for her in escrow; available for her next payout
   * (negative when a fit claim was clawed back after release); on its way to her bank; paid. */
  heldKobo: z.number().int(),
  availableKobo: z.number().int(),
  onTheWayKobo: z.number().int(),
  paidKobo: z.number().int(),
  /** Her paid orders, newest first (50). */
  orders: z.array(orderEarning),
  payouts: z.array(payout),
});
export type PayoutsOverview = Json<z.output<typeof payoutsOverview>>;

export const payoutsContract = contract(payoutsApi, {
  overview: {
    summary:
      "The tailor's bank details, her money held, available, on its way and paid, each order's release date, and her payouts",
    response: payoutsOverview,
  },
  banks: {
    summary: "Nigeria's banks a tailor can be paid into (Paystack's list, kept by the server)",
    response: banksAnswer,
  },
  resolveAccount: {
    summary:
      'The name the bank has for an account, to confirm before saving (400 bad number or bank, 422 no such account, 502 the banks could not be asked)',
    body: bankChoiceSchema,
    response: resolvedAccountAnswer,
  },
  savePaymentInfo: {
    summary:
      "Saves the tailor's bank details under the name the bank gives (400 bad number or bank, 422 no such account, 502 the banks could not be asked)",
    body: bankChoiceSchema,
    response: paymentInfoAnswer,
  },
});
