import { z } from 'zod';
import { adminApi } from '../api/admin.ts';
import { contract, type Json } from '../api/endpoint.ts';
import { idSchema } from './common.ts';
import { pageOf, pageQuerySchema } from './page.ts';

/**
 * The review desk's schemas (issue 14); its calls are declared in shared/api/admin.ts and the
 * applicant's own list in shared/api/tailor-applications.ts.
 */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

// The paged-panel kit's query and answer (shared/schemas/page.ts), as the desk's lists use them.
export { PAGE_SIZE_MAX, pageQuerySchema, type Page } from './page.ts';

export const applicationsQuerySchema = pageQuerySchema.extend({
  status: z
    .enum([...APPLICATION_STATUSES, 'all'], {
      error: 'Status must be pending, approved, rejected or all',
    })
    .default('pending'),
});

export const REVIEW_NOTES_MAX = 2000;

export const approveSchema = z.object({
  reviewNotes: z
    .string({ error: 'Review notes must be text' })
    .trim()
    .max(REVIEW_NOTES_MAX, `Review notes must be at most ${REVIEW_NOTES_MAX} characters`)
    .nullish()
    .transform((v) => (v ? v : null)),
});

/** A rejection always says why: the applicant is sent these notes. */
export const rejectSchema = z.object({
  reviewNotes: z
    .string({ error: 'Review notes are required to reject' })
    .trim()
    .min(10, 'Write at least 10 characters of review notes: the applicant is sent them')
    .max(REVIEW_NOTES_MAX, `Review notes must be at most ${REVIEW_NOTES_MAX} characters`),
});

export const verifiedSchema = z.object({
  isVerified: z.boolean({ error: 'isVerified must be true or false' }),
});

export const idParams = z.object({ id: idSchema });

/** An application as the review desk sees it: everything the applicant sent, and its review. */
export const reviewApplication = z.object({
  id: z.string(),
  userId: z.string(),
  businessName: z.string(),
  businessDescription: z.string(),
  location: z.string(),
  /** Null only for an application from before states that the backfill could not place. */
  state: z.string().nullable(),
  phone: z.string(),
  experience: z.number(),
  specialties: z.array(z.string()),
  previousWork: z.string().nullable(),
  /** Photos of previous work (issue 29): uploads of the applicant, /media/…-800.webp. */
  previousWorkPhotos: z.array(z.string()),
  businessLicense: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  reviewNotes: z.string().nullable(),
  submittedAt: z.date(),
  reviewedAt: z.date().nullable(),
  applicantPhone: z.string().nullable(),
  submittedSignedIn: z.boolean(),
  tailorId: z.string().nullable(),
});
export type ReviewApplication = Json<z.output<typeof reviewApplication>>;
export const applicationsPage = pageOf(reviewApplication);

/** The applicant's own view of an application (GET /api/tailor-applications/mine). */
export const myApplication = reviewApplication.pick({
  id: true,
  businessName: true,
  status: true,
  reviewNotes: true,
  submittedAt: true,
  reviewedAt: true,
});
export type MyApplication = Json<z.output<typeof myApplication>>;

export const adminTailor = z.object({
  id: z.string(),
  businessName: z.string(),
  location: z.string(),
  isVerified: z.boolean(),
  completedOrders: z.number(),
  rating: z.number(),
  createdAt: z.date(),
});
export type AdminTailor = Json<z.output<typeof adminTailor>>;
export const adminTailorsPage = pageOf(adminTailor);

export const adminOrder = z.object({
  id: z.string(),
  createdAt: z.date(),
  status: z.string(),
  paymentState: z.string(),
  totalAmount: z.number(),
  productName: z.string(),
  tailorBusinessName: z.string(),
  shopperName: z.string(),
  /** The reference of the payment that paid this order, when paid through Telo. */
  paymentReference: z.string().nullable(),
  /** Paystack's channel of that payment (store_credit when credit paid it all). */
  channel: z.string().nullable(),
  /** Naira of Telo credit the order used; Paystack took the rest (issue 28). */
  credit: z.number(),
  refund: z.object({ state: z.string(), amount: z.number() }).nullable(),
});
export type AdminOrder = Json<z.output<typeof adminOrder>>;
export const adminOrdersPage = pageOf(adminOrder);

export const adminContactMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  category: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.date(),
});
export type AdminContactMessage = Json<z.output<typeof adminContactMessage>>;
export const adminContactMessagesPage = pageOf(adminContactMessage);

/** One day's money leaving Telo (Lagos days), in kobo: refunds to cards, payouts to banks. */
const booksDay = z.object({
  day: z.string(),
  refundedKobo: z.number().int(),
  paidOutKobo: z.number().int(),
});

/**
 * Telo's books (issue 28): each figure is a sum of ledger entries of one kind of account, in kobo
 * (decision 048). Cash in less everything Telo holds and everything that left reconciles to 0.
 */
export const adminBooks = z.object({
  /** Orders' money held until released to their tailors or given back. */
  escrowKobo: z.number().int(),
  /** Tailors' balances and payouts (tailors' and hosts') on their way to their banks. */
  owedToTailorsKobo: z.number().int(),
  /** Aso-ebi hosts' margins released to them and not yet sent (issue 32). */
  owedToHostsKobo: z.number().int(),
  commissionKobo: z.number().int(),
  /** Shoppers' store credit not yet spent. */
  creditOutstandingKobo: z.number().int(),
  /** Refunds owed to cards, not yet paid by the provider. */
  refundsOwedKobo: z.number().int(),
  /** Store credit Telo gave from its own fit guarantee (claims from before the ledger). */
  guaranteeSpentKobo: z.number().int(),
  /** From shoppers' cards, less refunds paid back to them. */
  cashInKobo: z.number().int(),
  /** Into tailors' and hosts' banks. */
  paidOutKobo: z.number().int(),
  /** The sum of every account: 0 when the books reconcile. */
  reconciliationKobo: z.number().int(),
  /** The last 30 days with a refund or a payout, newest first. */
  byDay: z.array(booksDay),
});
export type AdminBooks = Json<z.output<typeof adminBooks>>;

export const adminContract = contract(adminApi, {
  applications: {
    summary: 'Tailor applications of one status (or all)',
    query: applicationsQuerySchema,
    response: applicationsPage,
  },
  approve: {
    summary:
      'Approves a pending application: the tailor profile, the role and a text (404; 409 reviewed)',
    params: idParams,
    body: approveSchema,
    response: reviewApplication,
  },
  reject: {
    summary:
      'Rejects a pending application; the applicant is sent the review notes (404; 409 reviewed)',
    params: idParams,
    body: rejectSchema,
    response: reviewApplication,
  },
  tailors: {
    summary: 'Every tailor with their Verified badge',
    query: pageQuerySchema,
    response: adminTailorsPage,
  },
  setTailorVerified: {
    summary: "Gives or takes away a tailor's Verified badge (404)",
    params: idParams,
    body: verifiedSchema,
    response: adminTailor,
  },
  orders: {
    summary: 'Every order with its payment and refund',
    query: pageQuerySchema,
    response: adminOrdersPage,
  },
  contactMessages: {
    summary: 'The messages sent from /contact',
    query: pageQuerySchema,
    response: adminContactMessagesPage,
  },
  books: {
    summary:
      "Telo's books from the ledger: escrow, owed to tailors, commission, credit, refunds owed, cash in and out, their reconciliation, and refunds and payouts by day",
    response: adminBooks,
  },
});
