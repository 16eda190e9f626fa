import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { APPROVAL_STATES, APPROVED_BY, CHANGE_ANSWERS } from '../../../shared/order-approval.ts';
import { PRODUCTION_STAGES } from '../../../shared/order-lifecycle.ts';
import { createdAt, decimal, id, kobo, updatedAt } from './columns.ts';
import { asoEbiEvents } from './aso-ebi.ts';
import { products } from './products.ts';
import { tailors } from './tailors.ts';
import { users } from './users.ts';

/** orders.delivery: where the order goes (fee in naira, as the order's other prices). */
export type StoredDelivery =
  | {
      kind: 'delivery';
      address: { name: string; phone: string; street: string; city: string; state: string };
      fee: number;
    }
  | { kind: 'pickup'; city: string; fee: 0 };

export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tailorId: text('tailor_id')
      .notNull()
      .references(() => tailors.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    /** The measurements as they were when the order was placed: the tailor cuts from this. */
    measurements: jsonb('measurements').$type<Record<string, number | string | null>>().notNull(),
    status: text('status').notNull().default('pending'),
    /**
     * numeric(12,2): a line of several pieces at the largest price passes numeric(10,2)'s
     * ₦99,999,999.99; the checkout's limit (shared/money-limits.ts) keeps it far below 12 digits.
     */
    totalAmount: decimal('total_amount', 12, 2).notNull(),
    estimatedDelivery: timestamp('estimated_delivery', { withTimezone: true }),
    notes: text('notes'),
    // Checkout (issue 13). Orders older than payments have no checkout and count as paid.
    checkoutId: text('checkout_id'),
    paymentState: text('payment_state', {
      enum: ['unpaid', 'paid', 'refund_pending', 'refunded', 'expired'],
    })
      .notNull()
      .default('unpaid'),
    quantity: integer('quantity').notNull().default(1),
    /**
     * The prices the shopper agreed to, naira: basePrice + rushSurcharge + deliveryFee = total.
     * basePrice is price × quantity, so as wide as the total; one surcharge or fee is one price.
     */
    basePrice: decimal('base_price', 12, 2),
    rushSurcharge: decimal('rush_surcharge', 10, 2).notNull().default(0),
    deliveryFee: decimal('delivery_fee', 10, 2).notNull().default(0),
    /** YYYY-MM-DD, the shopper's event date. */
    neededBy: text('needed_by'),
    rush: boolean('rush').notNull().default(false),
    delivery: jsonb('delivery').$type<StoredDelivery>(),
    // The tailor's side (issue 14): see shared/order-lifecycle.ts for the stages.
    /** Where a paid order stands in the tailor's workshop; null until the tailor accepts. */
    stage: text('stage', { enum: PRODUCTION_STAGES }),
    /** A paid order not accepted by then is declined and refunded (set when it is paid). */
    acceptBy: timestamp('accept_by', { withTimezone: true }),
    /** Why the tailor declined (or that nobody accepted in time). */
    declineReason: text('decline_reason'),
    /** The finished outfit, photographed by the tailor when it is ready. */
    readyPhotoUrl: text('ready_photo_url'),
    courier: text('courier'),
    trackingNote: text('tracking_note'),
    /** Store credit (kobo) that paid part of this order at checkout (issue 15); 0 for none. */
    creditKobo: kobo('credit_kobo').notNull().default(0),
    /**
     * The payment that paid this order (issue 28): its cancellation refunds exactly this payment,
     * for the order's card part (total − credit). Null while unpaid and for orders without checkout.
     */
    paidByReference: text('paid_by_reference'),
    /**
     * Approve before dispatch (issue 29, decision 050; shared/order-approval.ts): set when the
     * order is marked ready, it moves only by conditional updates. Null outside `ready`'s round.
     */
    approval: text('approval', { enum: APPROVAL_STATES }),
    /** A ready order the shopper has not answered by then is approved by the job. */
    approveBy: timestamp('approve_by', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: text('approved_by', { enum: APPROVED_BY }),
    /** Change rounds the shopper has asked for (shared/order-approval.ts FREE_CHANGE_ROUNDS). */
    changeRounds: integer('change_rounds').notNull().default(0),
    /**
     * An aso-ebi guest's order (issue 32, decision 054): held from its tailor (no accept-by, no
     * text) until the event locks, then an ordinary order due by the event's sew-by date.
     */
    eventId: text('event_id').references(() => asoEbiEvents.id),
    /** The event host's margin inside the total (kobo): released to the host, not the tailor. */
    hostMarginKobo: kobo('host_margin_kobo').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_tailor_idx').on(t.tailorId),
    index('orders_product_idx').on(t.productId),
    index('orders_checkout_idx').on(t.checkoutId),
    index('orders_event_idx')
      .on(t.eventId)
      .where(sql`event_id is not null`),
    // The 48-hour rule's sweep reads only the orders still waiting for their tailor.
    index('orders_accept_by_idx')
      .on(t.acceptBy)
      .where(sql`status = 'pending' and payment_state = 'paid'`),
    // The approval job reads only ready orders still waiting for their shopper.
    index('orders_approve_by_idx')
      .on(t.approveBy)
      .where(sql`approval = 'awaiting'`),
    check(
      'orders_status_check',
      sql`${t.status} in ('pending', 'in_progress', 'completed', 'cancelled')`,
    ),
  ],
);

export type OrderRow = typeof orders.$inferSelect;

/**
 * A change the shopper asked for at "ready" (issue 29), one row per round: her note and photos,
 * then the tailor's answer (back to sewing, or a reply explaining). The round number is unique
 * per order, so a round can never be written twice.
 */
export const orderChangeRequests = pgTable(
  'order_change_requests',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    note: text('note').notNull(),
    /** Upload URLs (/media/{id}-800.webp) of the shopper's own uploads. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    answer: text('answer', { enum: CHANGE_ANSWERS }),
    reply: text('reply'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('order_change_requests_round_key').on(t.orderId, t.round)],
);
