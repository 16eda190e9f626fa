import { z } from 'zod';
import { bankDetailsProblems, type BankDetails } from '../bank-accounts.ts';

/**
 * The tailor's Payouts tab (issue 14). Both routes act for the signed-in tailor's own business
 * (no id in the path or body is read): 401 not signed in, 403 without the tailor role.
 *
 *   GET /api/tailor/payouts       → 200 PayoutsOverview
 *   PUT /api/tailor/payment-info  { bankName, accountNumber, accountName } → 200 PaymentInfo
 *                                 (400 naming the field: an unknown bank, a bad NUBAN …)
 */
export const payoutPaths = {
  overview: '/api/tailor/payouts',
  paymentInfo: '/api/tailor/payment-info',
} as const;

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

export type PaymentInfo = {
  bankName: string;
  accountNumber: string;
  accountName: string;
  updatedAt: string;
};

export const PAYOUT_STATES = ['pending', 'processing', 'paid', 'failed'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

/** One completed order's payout, in kobo (integers): total − commission = amount. */
export type Payout = {
  id: string;
  orderId: string;
  productName: string;
  orderTotalKobo: number;
  commissionKobo: number;
  amountKobo: number;
  state: PayoutState;
  failureReason: string | null;
  createdAt: string;
  paidAt: string | null;
};

/** A paid order still being made: what it will earn once delivered. */
export type UpcomingEarning = {
  orderId: string;
  productName: string;
  status: string;
  orderTotalKobo: number;
  commissionKobo: number;
  earningsKobo: number;
};

export type PayoutsOverview = {
  /** Telo's commission, in percent of each order's total. */
  commissionPercent: number;
  paymentInfo: PaymentInfo | null;
  payouts: Payout[];
  /** Paid orders not delivered yet (newest first), each with its earnings to come. */
  upcoming: UpcomingEarning[];
  /** Sums in kobo: paid out, and still to come (pending or processing). */
  paidKobo: number;
  owedKobo: number;
};
