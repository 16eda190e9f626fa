import { and, asc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  asoEbiEvents,
  cartItems,
  checkouts,
  orderEvents,
  orders,
  payments,
  refunds,
  users,
} from '../../../db/schema/index.ts';

/** A payment with the checkout it pays for; undefined for an unknown reference. */
export async function findPaymentWithCheckout(db: Db, reference: string) {
  const [row] = await db
    .select({ payment: payments, checkout: checkouts })
    .from(payments)
    .innerJoin(checkouts, eq(payments.checkoutId, checkouts.id))
    .where(eq(payments.reference, reference));
  return row;
}

export async function findPayment(db: Db, reference: string) {
  const [payment] = await db.select().from(payments).where(eq(payments.reference, reference));
  return payment;
}

export async function findCheckout(db: Db, checkoutId: string) {
  const [checkout] = await db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
  return checkout;
}

/** A checkout's attempts still waiting for Paystack's word, oldest first. */
export async function findOpenAttempts(db: Db, checkoutId: string) {
  const rows = await db
    .select({ reference: payments.reference })
    .from(payments)
    .where(and(eq(payments.checkoutId, checkoutId), eq(payments.state, 'initialized')))
    .orderBy(asc(payments.createdAt));
  return rows.map((r) => r.reference);
}

/** The checkout's attempt still waiting for Paystack's word (one at most: a unique index). */
export async function findOpenAttempt(db: Db, checkoutId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.checkoutId, checkoutId), eq(payments.state, 'initialized')));
  return row;
}

/** A new open attempt; undefined when the checkout has one already (payments_open_attempt_key). */
export async function claimAttempt(db: Db, values: typeof payments.$inferInsert) {
  const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
  return row;
}

/** Holds the checkout's row until the transaction ends: its attempts are decided one at a time. */
export async function lockCheckout(tx: Db, checkoutId: string) {
  await tx.execute(
    sql`select id from ${checkouts} where ${checkouts.id} = ${checkoutId} for update`,
  );
}

/** The account's email, when it has one (Paystack needs one for every transaction). */
export async function findUserEmail(db: Db, userId: string) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email ?? null;
}

export async function insertPayment(db: Db, values: typeof payments.$inferInsert) {
  await db.insert(payments).values(values);
}

export async function setAuthorizationUrl(db: Db, reference: string, authorizationUrl: string) {
  await db.update(payments).set({ authorizationUrl }).where(eq(payments.reference, reference));
}

/** An attempt still waiting becomes failed; undefined when it had already moved on. */
export async function failInitialized(db: Db, reference: string) {
  const [changed] = await db
    .update(payments)
    .set({ state: 'failed', updatedAt: sql`now()` })
    .where(and(eq(payments.reference, reference), eq(payments.state, 'initialized')))
    .returning();
  return changed;
}

/** The checkout's orders, oldest first: what its payment pays for. */
export async function findCheckoutOrderIds(db: Db, checkoutId: string) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.checkoutId, checkoutId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.map((o) => o.id);
}

/** The attempt becomes paid unless it already was; undefined then (a replay, a race lost). */
export async function markPaymentSucceeded(
  tx: Db,
  reference: string,
  trx: { channel: string | null; paidAt: string | null },
) {
  const [won] = await tx
    .update(payments)
    .set({
      state: 'success',
      channel: trx.channel,
      paidAt: trx.paidAt ? new Date(trx.paidAt) : sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(payments.reference, reference), ne(payments.state, 'success')))
    .returning();
  return won;
}

/**
 * An open checkout becomes paid or closed; undefined when it was not open any more (paid by
 * another attempt, expired or replaced).
 */
export async function leaveOpen(tx: Db, checkoutId: string, state: 'paid' | 'closed') {
  const [checkout] = await tx
    .update(checkouts)
    .set({ state })
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.state, 'open')))
    .returning();
  return checkout;
}

/** A refund to ask Paystack for, once per payment (and order); its id, or undefined if kept. */
export async function insertRefund(
  tx: Db,
  values: { paymentReference: string; amountKobo: number; orderId?: string },
) {
  const [refund] = await tx
    .insert(refunds)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  return refund?.id;
}

const unpaidOf = (checkoutId: string, status: 'pending' | 'cancelled') =>
  and(
    eq(orders.checkoutId, checkoutId),
    eq(orders.paymentState, 'unpaid'),
    eq(orders.status, status),
  );

/**
 * The checkout's pending unpaid orders become paid by `reference`; the tailor has this long to
 * accept, except an event order paid before its event locks: held, with no accept-by.
 */
export function markOrdersPaid(
  tx: Db,
  checkoutId: string,
  reference: string,
  acceptWithinHours: number,
) {
  return tx
    .update(orders)
    .set({
      paymentState: 'paid',
      paidByReference: reference,
      // An aso-ebi guest's order paid while its event is open is held (decision 054): no
      // accept-by, not in the tailor's queue, until the lock gives it one.
      acceptBy: sql`case when ${orders.eventId} is not null and exists (select 1 from ${asoEbiEvents} where ${asoEbiEvents.id} = ${orders.eventId} and ${asoEbiEvents.status} = 'open') then null else now() + make_interval(hours => ${acceptWithinHours}) end`,
      updatedAt: sql`now()`,
    })
    .where(unpaidOf(checkoutId, 'pending'))
    .returning();
}

/** Orders cancelled while their payment was on its way: paid now, to be refunded at once. */
export function markCancelledOrdersRefundPending(tx: Db, checkoutId: string, reference: string) {
  return tx
    .update(orders)
    .set({ paymentState: 'refund_pending', paidByReference: reference, updatedAt: sql`now()` })
    .where(unpaidOf(checkoutId, 'cancelled'))
    .returning();
}

export async function findUnpaidPendingOrderIds(tx: Db, checkoutId: string) {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(unpaidOf(checkoutId, 'pending'));
  return rows.map((o) => o.id);
}

/** The checkout's pending unpaid orders are cancelled, their payment expired; their ids. */
export async function expireUnpaidOrders(tx: Db, checkoutId: string) {
  const rows = await tx
    .update(orders)
    .set({ status: 'cancelled', paymentState: 'expired', updatedAt: sql`now()` })
    .where(unpaidOf(checkoutId, 'pending'))
    .returning({ id: orders.id });
  return rows.map((o) => o.id);
}

export async function insertOrderEvents(tx: Db, events: { orderId: string; kind: string }[]) {
  if (events.length > 0) await tx.insert(orderEvents).values(events);
}

/** The cart loses what was paid for, nothing else. */
export async function removeFromCart(tx: Db, userId: string, productIds: string[]) {
  if (productIds.length === 0) return;
  await tx
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
}

/** Open checkouts past their expiry (50 a round). */
export async function findDueCheckoutIds(db: Db) {
  const rows = await db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(and(eq(checkouts.state, 'open'), lt(checkouts.expiresAt, sql`now()`)))
    .limit(50);
  return rows.map((c) => c.id);
}

/** The checkout's attempts still waiting expire: nobody can pay them any more. */
export async function expireOpenAttempts(tx: Db, checkoutId: string) {
  await tx
    .update(payments)
    .set({ state: 'expired', updatedAt: sql`now()` })
    .where(and(eq(payments.checkoutId, checkoutId), eq(payments.state, 'initialized')));
}

/** The event an aso-ebi order belongs to, as its guest's receipt names it. */
export async function findEvent(tx: Db, eventId: string) {
  const [event] = await tx
    .select({ id: asoEbiEvents.id, name: asoEbiEvents.name, payBy: asoEbiEvents.payBy })
    .from(asoEbiEvents)
    .where(eq(asoEbiEvents.id, eventId));
  return event;
}
