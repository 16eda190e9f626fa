import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, kobo, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { tailors } from './tailors.ts';

/**
 * What Telo owes a tailor for one completed order (issue 14): the order's total less Telo's
 * commission, in kobo, sent by a provider transfer. One per order (unique), so several sweeps or
 * server instances create it once.
 *   pending: waiting to be sent (or for the tailor's bank details) → processing: the provider
 *   was asked (claimed first, so asked once) → paid, or failed (sent again, under a new
 *   reference, when the tailor changes their bank details).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    tailorId: text('tailor_id')
      .notNull()
      .references(() => tailors.id),
    orderTotalKobo: kobo('order_total_kobo').notNull(),
    commissionKobo: kobo('commission_kobo').notNull(),
    amountKobo: kobo('amount_kobo').notNull(),
    state: text('state', { enum: ['pending', 'processing', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    /** Our transfer reference (the provider's idempotency key): new for each attempt. */
    reference: text('reference').notNull().unique(),
    transferCode: text('transfer_code'),
    /** Why the last attempt failed, in the provider's words. */
    failureReason: text('failure_reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payouts_tailor_idx').on(t.tailorId, t.createdAt.desc()),
    index('payouts_open_idx')
      .on(t.state)
      .where(sql`state in ('pending', 'processing')`),
  ],
);

/** The local Paystack simulator's transfer recipients and transfers (demo mode and tests). */
export const paystackSimRecipients = pgTable('paystack_sim_recipients', {
  id: serial('id').primaryKey(),
  recipientCode: text('recipient_code').notNull().unique(),
  name: text('name').notNull(),
  accountNumber: text('account_number').notNull(),
  bankCode: text('bank_code').notNull(),
  createdAt: createdAt(),
});

export const paystackSimTransfers = pgTable('paystack_sim_transfers', {
  id: serial('id').primaryKey(),
  reference: text('reference').notNull().unique(),
  transferCode: text('transfer_code').notNull().unique(),
  recipientCode: text('recipient_code').notNull(),
  amount: kobo('amount').notNull(),
  reason: text('reason'),
  /** pending → success at `settlesAt`. */
  status: text('status').notNull().default('pending'),
  settlesAt: timestamp('settles_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
