import { z } from 'zod';
import { contract, type Json } from '../api/endpoint.ts';
import { payoutsApi } from '../api/payouts.ts';
import { bankDetailsProblems, type BankDetails } from '../bank-accounts.ts';

/** The form's rules (shared/bank-accounts.ts), applied after trimming; spaces in the number go. */
export const paymentInfoSchema = z
  .object({
    bankName: z.string({ error: 'Choose your bank' }).trim().max(100, 'Choose your bank'),
    accountNumber: z
      .string({ error: 'Account number is required' })
      .max(40, 'Account number must be the 10 digits of your NUBAN')
      .transform((v) => v.replace(/[\s-]/g, '')),
    accountName: z.string({ error: 'Enter the name on the account' }).trim().max(200),
  })
  .superRefine((details: BankDetails, ctx) => {
    for (const [path, message] of Object.entries(bankDetailsProblems(details))) {
      ctx.addIssue({ code: 'custom', path: [path], message });
    }
  });

export type PaymentInfoInput = z.input<typeof paymentInfoSchema>;

/** Saved bank details, as the form shows them back. */
export const paymentInfoAnswer = z.object({
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  updatedAt: z.date(),
});
export type PaymentInfo = Json<z.output<typeof paymentInfoAnswer>>;

export const PAYOUT_STATES = ['pending', 'processing', 'paid', 'failed'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

/** One completed order's payout, in kobo (integers): total − commission = amount. */
const payout = z.object({
  id: z.string(),
  orderId: z.string(),
  productName: z.string(),
  orderTotalKobo: z.number().int(),
  commissionKobo: z.number().int(),
  amountKobo: z.number().int(),
  state: z.enum(PAYOUT_STATES),
  failureReason: z.string().nullable(),
  createdAt: z.date(),
  paidAt: z.date().nullable(),
});
export type Payout = Json<z.output<typeof payout>>;

/** A paid order still being made: what it will earn once delivered. */
const upcomingEarning = z.object({
  orderId: z.string(),
  productName: z.string(),
  status: z.string(),
  orderTotalKobo: z.number().int(),
  commissionKobo: z.number().int(),
  earningsKobo: z.number().int(),
});

export const payoutsOverview = z.object({
  /** Telo's commission, in percent of each order's total. */
  commissionPercent: z.number(),
  paymentInfo: paymentInfoAnswer.nullable(),
  payouts: z.array(payout),
  /** Paid orders not delivered yet (newest first), each with its earnings to come. */
  upcoming: z.array(upcomingEarning),
  /** Sums in kobo: paid out, and still to come (pending or processing). */
  paidKobo: z.number().int(),
  owedKobo: z.number().int(),
});
export type PayoutsOverview = Json<z.output<typeof payoutsOverview>>;

export const payoutsContract = contract(payoutsApi, {
  overview: {
    summary: "The tailor's bank details, payouts, earnings to come and Telo's commission",
    response: payoutsOverview,
  },
  savePaymentInfo: {
    summary:
      "Saves the tailor's bank details (400 naming the field: an unknown bank, a bad NUBAN …)",
    body: paymentInfoSchema,
    response: paymentInfoAnswer,
  },
});
