import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, kobo, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { tailors } from './tailors.ts';
import { users } from './users.ts';

/**
 * A transfer of a payee's available balance to her bank (issue 14; issue 28: from the ledger,
 * decision 048; issue 32: the payee is a tailor or an aso-ebi host, exactly one of the two,
 * decision 057). The sweep moves the whole positive balance of `tailor:<id>` into the payout's own
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
    tailorId: text('tailor_id').references(() => tailors.id),
    /** An aso-ebi host's payout (her margins, `host:<user>`): set instead of `tailor_id`. */
    hostUserId: text('host_user_id').references(() => users.id),
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
    index('payouts_host_idx')
      .on(t.hostUserId, t.createdAt.desc())
      .where(sql`host_user_id is not null`),
    index('payouts_open_idx')
      .on(t.state)
      .where(sql`state in ('pending', 'processing')`),
    check('payouts_one_payee_check', sql`(${t.tailorId} is null) <> (${t.hostUserId} is null)`),
  ],
);

/**
 * An aso-ebi host's bank details (issue 32, decision 057), saved as a tailor's are: the bank's
 * code from Paystack's list and the name the bank gives the account (payouts/banks.ts), never a
 * typed one. One row per account; the recipient is made when her first payout is sent.
 */
export const hostPaymentInfo = pgTable('host_payment_info', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bankName: text('bank_name').notNull(),
  bankCode: text('bank_code').notNull(),
  accountNumber: text('account_number').notNull(),
  accountName: text('account_name').notNull(),
  /** Paystack's transfer recipient for these details; null until made, and after a change. */
  recipientCode: text('recipient_code'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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

/** The same for an aso-ebi host whose margins wait for her bank details (issue 32). */
export const hostBankDetailsReminders = pgTable('host_bank_details_reminders', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
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
