import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, kobo, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { tailors } from './tailors.ts';

/**
 * A transfer of a tailor's available balance to her bank (issue 14; issue 28: from the ledger,
 * decision 048). The sweep moves the whole positive balance of `tailor:<id>` into the payout's own
 * account (`payout:<id>`) when it creates one, under a lock on the tailor, so a balance is sent
 * once; the payout's account empties into `bank:<tailor>` when the provider says it is paid.
 * Payouts from before the ledger were one per completed order and keep their `order_id`.
 *   pending: waiting to be sent → processing: the provider was asked (claimed first, so asked
 *   once) → paid, or failed (sent again, under a new reference, when the tailor changes their
 *   bank details; its money waits in its account meanwhile).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    orderId: text('order_id').references(() => orders.id),
    tailorId: text('tailor_id')
      .notNull()
      .references(() => tailors.id),
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

/**
 * A tailor told that money waits for her bank details (issue 29): one row per waiting period, so
 * every sweep after the first sends nothing; saving her bank details ends the period (the row
 * goes), and money waiting again later is told again.
 */
export const bankDetailsReminders = pgTable('bank_details_reminders', {
  tailorId: text('tailor_id')
    .primaryKey()
    .references(() => tailors.id, { onDelete: 'cascade' }),
  sentAt: createdAt(),
});

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
