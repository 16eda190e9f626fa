import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, kobo, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * One checkout: the orders a shopper placed together and paid with one payment (issue 13).
 * `request_hash` names the request (items, options, delivery): the same request sent twice while
 * the first is still open answers the same orders (one unique index, so even two at once).
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    requestHash: text('request_hash').notNull(),
    /** What Paystack is asked for: the orders' total less the store credit they used. */
    amountKobo: kobo('amount_kobo').notNull(),
    /** Store credit (kobo) the checkout's orders used (issue 15). */
    creditKobo: kobo('credit_kobo').notNull().default(0),
    /** open (waiting for payment) → paid, or → closed (expired, replaced or cancelled). */
    state: text('state', { enum: ['open', 'paid', 'closed'] })
      .notNull()
      .default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('checkouts_open_request_key')
      .on(t.userId, t.requestHash)
      .where(sql`state = 'open'`),
    index('checkouts_open_expiry_idx')
      .on(t.expiresAt)
      .where(sql`state = 'open'`),
  ],
);

/**
 * One attempt to pay a checkout: a Paystack transaction with our reference. Written before the
 * shopper is sent to pay, so whatever Paystack later reports can be matched to it.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    checkoutId: text('checkout_id')
      .notNull()
      .references(() => checkouts.id),
    reference: text('reference').notNull().unique(),
    amountKobo: kobo('amount_kobo').notNull(),
    currency: text('currency').notNull().default('NGN'),
    state: text('state', { enum: ['initialized', 'success', 'failed', 'abandoned', 'expired'] })
      .notNull()
      .default('initialized'),
    email: text('email').notNull(),
    authorizationUrl: text('authorization_url'),
    channel: text('channel'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_checkout_idx').on(t.checkoutId),
    // One payment at a time per checkout (issue 28): at most one attempt waits for Paystack.
    uniqueIndex('payments_open_attempt_key')
      .on(t.checkoutId)
      .where(sql`state = 'initialized'`),
  ],
);

/**
 * Money given back through the provider: one per cancelled paid order, or one for a whole
 * payment that arrived for orders already paid, expired or cancelled (`order_id` null).
 * pending → processed (the provider gave it back), or → failed (the provider refused: its words
 * in `failure_reason`, listed on the admin desk's Needs attention panel) → pending again (Retry)
 * or → settled (an admin settled it by hand, with a note). Issue 28, decision 049.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    paymentReference: text('payment_reference')
      .notNull()
      .references(() => payments.reference),
    orderId: text('order_id').references(() => orders.id),
    amountKobo: kobo('amount_kobo').notNull(),
    state: text('state', { enum: ['pending', 'processed', 'failed', 'settled'] })
      .notNull()
      .default('pending'),
    /** The provider's id of the refund (its refund.processed event names it). */
    providerRefundId: text('provider_refund_id'),
    /** When the provider accepted the request; null until then (the sweep asks again). */
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    createdAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** The provider's words when it refused the refund. */
    failureReason: text('failure_reason'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** Settled by hand: the admin's note and who it was. */
    settledNote: text('settled_note'),
    settledBy: text('settled_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('refunds_order_key').on(t.orderId),
    uniqueIndex('refunds_whole_payment_key')
      .on(t.paymentReference)
      .where(sql`order_id is null`),
    index('refunds_failed_idx')
      .on(t.failedAt)
      .where(sql`state = 'failed'`),
  ],
);

/** What happened to an order and when: the order page's timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** What the shopper should know beside the step: a decline's reason, a courier's note. */
    note: text('note'),
    /** The finished outfit's photo, on the `ready` step. */
    photoUrl: text('photo_url'),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

/** Delivery addresses a shopper chose to keep; the same address twice is kept once. */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_addresses_unique_key').on(
      t.userId,
      t.name,
      t.phone,
      t.street,
      t.city,
      t.state,
    ),
  ],
);

/**
 * The local Paystack simulator's own state (demo mode and tests only): kept in the database so a
 * restart between paying and the webhook loses nothing, as with the real Paystack.
 */
export const paystackSimTransactions = pgTable('paystack_sim_transactions', {
  id: serial('id').primaryKey(),
  reference: text('reference').notNull().unique(),
  accessCode: text('access_code').notNull().unique(),
  amount: kobo('amount').notNull(),
  currency: text('currency').notNull(),
  email: text('email').notNull(),
  callbackUrl: text('callback_url'),
  metadata: jsonb('metadata'),
  /** abandoned (not paid yet, Paystack's word) | ongoing (transfer awaited) | success | failed */
  status: text('status').notNull().default('abandoned'),
  channel: text('channel'),
  gatewayResponse: text('gateway_response'),
  /** A bank transfer succeeds at this time. */
  settlesAt: timestamp('settles_at', { withTimezone: true }),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const paystackSimRefunds = pgTable('paystack_sim_refunds', {
  id: serial('id').primaryKey(),
  transactionReference: text('transaction_reference').notNull(),
  amount: kobo('amount').notNull(),
  currency: text('currency').notNull(),
  /** pending → processed at `processesAt`. */
  status: text('status').notNull().default('pending'),
  processesAt: timestamp('processes_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
