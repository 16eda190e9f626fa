import { and, asc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  checkouts,
  orderEvents,
  orders,
  payments,
  refunds,
  type OrderRow,
} from '../../../db/schema/index.ts';

export type RefundRow = typeof refunds.$inferSelect;

/**
 * Claims a refund for asking the provider: sets requested_at only where it is still null, so of
 * two sweeps exactly one gets the row back and asks. Undefined when it was claimed already.
 */
export async function claimRefundRequest(db: Db, refundId: string) {
  const [claimed] = await db
    .update(refunds)
    .set({ requestedAt: sql`now()` })
    .where(and(eq(refunds.id, refundId), isNull(refunds.requestedAt)))
    .returning();
  return claimed;
}

export async function setProviderRefundId(
  db: Db,
  refundId: string,
  providerRefundId: string | null,
) {
  await db.update(refunds).set({ providerRefundId }).where(eq(refunds.id, refundId));
}

/** A pending refund the provider refused becomes failed with its words (a no-op otherwise). */
export async function markRefundFailed(db: Db, refundId: string, reason: string) {
  await db
    .update(refunds)
    .set({ state: 'failed', failureReason: reason, failedAt: sql`now()` })
    .where(and(eq(refunds.id, refundId), eq(refunds.state, 'pending')));
}

/** Gives a claim back, so the next sweep asks again. */
export async function releaseRefundClaim(db: Db, refundId: string) {
  await db.update(refunds).set({ requestedAt: null }).where(eq(refunds.id, refundId));
}

/** A payment's pending refunds, oldest first. */
export async function findPendingRefunds(db: Db, reference: string) {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.paymentReference, reference), eq(refunds.state, 'pending')))
    .orderBy(asc(refunds.createdAt));
}

/** Ids of a payment's pending refunds (no order). */
export async function findPendingRefundIds(db: Db, reference: string) {
  return db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.paymentReference, reference), eq(refunds.state, 'pending')));
}

/**
 * Decides an admin's Retry: a failed refund becomes pending and unclaimed again, only while it
 * is still failed, so of two Retries exactly one gets its id back.
 */
export async function reopenFailedRefund(db: Db, refundId: string) {
  const [again] = await db
    .update(refunds)
    .set({ state: 'pending', requestedAt: null, failureReason: null, failedAt: null })
    .where(and(eq(refunds.id, refundId), eq(refunds.state, 'failed')))
    .returning({ id: refunds.id });
  return again;
}

export async function findRefund(db: Db, refundId: string) {
  const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  return refund;
}

/**
 * Decides a settlement by hand: a failed refund becomes settled with the admin's note, only
 * while it is still failed, so it is settled (and the shopper told) once. Undefined otherwise.
 */
export async function settleFailedRefund(
  db: Db,
  refundId: string,
  settled: { note: string; adminId: string },
) {
  const [refund] = await db
    .update(refunds)
    .set({
      state: 'settled',
      settledNote: settled.note,
      settledBy: settled.adminId,
      processedAt: sql`now()`,
    })
    .where(and(eq(refunds.id, refundId), eq(refunds.state, 'failed')))
    .returning();
  return refund;
}

/**
 * Decides that a refund is processed: pending becomes processed once, whether the webhook or
 * the sweep's verify says so first. Undefined when it was not pending any more.
 */
export async function markRefundProcessed(db: Db, refundId: string) {
  const [refund] = await db
    .update(refunds)
    .set({ state: 'processed', processedAt: sql`now()` })
    .where(and(eq(refunds.id, refundId), eq(refunds.state, 'pending')))
    .returning();
  return refund;
}

/** The shopper who paid a payment (through its checkout); undefined for an unknown reference. */
export async function findPaymentOwner(db: Db, reference: string) {
  const [owner] = await db
    .select({ userId: checkouts.userId })
    .from(payments)
    .innerJoin(checkouts, eq(payments.checkoutId, checkouts.id))
    .where(eq(payments.reference, reference));
  return owner;
}

/**
 * Decides that an order's refund is done: refund_pending becomes refunded once. True when this
 * call changed it.
 */
export async function markOrderRefunded(db: Db, orderId: string) {
  const [done] = await db
    .update(orders)
    .set({ paymentState: 'refunded', updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.paymentState, 'refund_pending')))
    .returning({ id: orders.id });
  return done !== undefined;
}

export async function addRefundedEvent(db: Db, orderId: string) {
  await db.insert(orderEvents).values({ orderId, kind: 'refunded' });
}

/** Pending refunds not yet asked of the provider (a request that never left), at most 50. */
export async function findUnrequestedRefundIds(db: Db) {
  return db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.state, 'pending'), isNull(refunds.requestedAt)))
    .limit(50);
}

/** Payments with a refund asked for whose answer never came, at most 20. */
export async function findAwaitedRefundReferences(db: Db) {
  return db
    .selectDistinct({ reference: refunds.paymentReference })
    .from(refunds)
    .where(and(eq(refunds.state, 'pending'), isNotNull(refunds.requestedAt)))
    .limit(20);
}

/**
 * Decides a cancellation: the single conditional UPDATE on `status = 'pending'` (plus `only`),
 * so of a cancel, a decline, an accept and the 48-hour rule at the same moment exactly one wins.
 * A paid-online order becomes refund_pending (refunded when store credit paid it all); others
 * keep their payment state. Undefined when the order did not match or was not pending.
 */
export async function cancelPendingOrder(
  db: Db,
  orderId: string,
  only: SQL | undefined,
  set: Partial<Pick<OrderRow, 'declineReason'>> | undefined,
) {
  // Paid through Paystack (orders from before checkout were paid outside Telo): refunded
  // there, less the store credit it used, which comes back to the account instead.
  const paidOnline = sql`${orders.paymentState} = 'paid' and ${orders.checkoutId} is not null`;
  const owedKobo = sql`round(${orders.totalAmount} * 100) - ${orders.creditKobo}`;
  const [order] = await db
    .update(orders)
    .set({
      status: 'cancelled',
      paymentState: sql`case when ${paidOnline} then (case when ${owedKobo} > 0 then 'refund_pending' else 'refunded' end) else ${orders.paymentState} end`,
      ...set,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending'), only))
    .returning();
  return order;
}

export async function addOrderEvents(db: Db, events: (typeof orderEvents.$inferInsert)[]) {
  await db.insert(orderEvents).values(events);
}

/** A refund row for a payment (once: a second one for the same order is not written). */
export async function insertRefund(
  db: Db,
  refund: { paymentReference: string; orderId: string; amountKobo: number },
) {
  const [row] = await db
    .insert(refunds)
    .values(refund)
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  return row;
}
