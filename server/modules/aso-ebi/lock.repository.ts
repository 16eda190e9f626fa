import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  asoEbiEvents,
  asoEbiLooks,
  asoEbiMembers,
  checkouts,
  orderEvents,
  orders,
  payments,
  products,
  tailors,
} from '../../db/schema/index.ts';

/**
 * The lock's reads and conditional writes (issue 32 item 5, decision 054). Every write is a
 * conditional UPDATE … RETURNING: run twice, or beside a payment, it changes each row once.
 */

/** Open events whose pay-by date is `payByCutoff` or earlier (their lock time has passed). */
export async function findOpenEventIdsDue(db: Db, payByCutoff: string, limit: number) {
  const rows = await db
    .select({ id: asoEbiEvents.id })
    .from(asoEbiEvents)
    .where(and(eq(asoEbiEvents.status, 'open'), lte(asoEbiEvents.payBy, payByCutoff)))
    .orderBy(asc(asoEbiEvents.payBy))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function findEvent(db: Db, eventId: string) {
  const [event] = await db.select().from(asoEbiEvents).where(eq(asoEbiEvents.id, eventId));
  return event;
}

/** open → locked, once: undefined when it was not open (locked, cancelled, or locked meanwhile). */
export async function lockOpenEvent(tx: Db, eventId: string, now: Date) {
  const [event] = await tx
    .update(asoEbiEvents)
    .set({ status: 'locked', lockedAt: now, updatedAt: now })
    .where(and(eq(asoEbiEvents.id, eventId), eq(asoEbiEvents.status, 'open')))
    .returning();
  return event;
}

/**
 * Holds the event's looks until the lock commits: a guest joining takes her place under the
 * look's row lock, so a join in progress finishes first and one after it finds the event locked.
 */
export async function lockLooks(tx: Db, eventId: string) {
  await tx.execute(
    sql`select id from ${asoEbiLooks} where ${asoEbiLooks.eventId} = ${eventId} order by id for update`,
  );
}

/** The event's orders still pending and unpaid, with their checkouts. */
export function findUnpaidOrders(tx: Db, eventId: string) {
  return tx
    .select({ id: orders.id, checkoutId: orders.checkoutId })
    .from(orders)
    .where(
      and(
        eq(orders.eventId, eventId),
        eq(orders.status, 'pending'),
        eq(orders.paymentState, 'unpaid'),
      ),
    );
}

/**
 * Takes the row locks a payment takes, in the payment's own order (its attempt, then its
 * checkout, then its orders), so the lock and a payment landing at the same moment wait for each
 * other instead of deadlocking. A payment that committed first is seen by what follows.
 */
export async function lockPaymentPath(tx: Db, checkoutIds: string[]) {
  if (checkoutIds.length === 0) return;
  const ids = sql.join(
    checkoutIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(
    sql`select reference from ${payments} where ${payments.checkoutId} in (${ids}) and ${payments.state} = 'initialized' order by reference for update`,
  );
  await tx.execute(sql`select id from ${checkouts} where id in (${ids}) order by id for update`);
}

/** The event's pending unpaid orders are cancelled; those cancelled now. */
export function cancelUnpaidOrders(tx: Db, eventId: string) {
  return tx
    .update(orders)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.eventId, eventId),
        eq(orders.status, 'pending'),
        eq(orders.paymentState, 'unpaid'),
      ),
    )
    .returning({ id: orders.id, userId: orders.userId, checkoutId: orders.checkoutId });
}

/** An open checkout is closed when nothing in it can be paid any more; true when closed now. */
export async function closeCheckoutIfSpent(tx: Db, checkoutId: string) {
  const closed = await tx
    .update(checkouts)
    .set({ state: 'closed' })
    .where(
      and(
        eq(checkouts.id, checkoutId),
        eq(checkouts.state, 'open'),
        sql`not exists (select 1 from ${orders} where ${orders.checkoutId} = ${checkoutId} and ${orders.status} = 'pending' and ${orders.paymentState} = 'unpaid')`,
      ),
    )
    .returning({ id: checkouts.id });
  if (closed.length === 0) return false;
  await tx
    .update(payments)
    .set({ state: 'expired', updatedAt: sql`now()` })
    .where(and(eq(payments.checkoutId, checkoutId), eq(payments.state, 'initialized')));
  return true;
}

/**
 * Members who joined and have no paid order are dropped; the dropped (with their phone's account
 * and the credit their cancelled order gives back is counted by the caller).
 */
export function dropUnpaidMembers(tx: Db, eventId: string, now: Date) {
  return tx
    .update(asoEbiMembers)
    .set({ state: 'dropped', droppedAt: now, updatedAt: now })
    .where(
      and(
        eq(asoEbiMembers.eventId, eventId),
        eq(asoEbiMembers.state, 'joined'),
        sql`not exists (select 1 from ${orders} where ${orders.id} = ${asoEbiMembers.orderId} and ${orders.paymentState} = 'paid' and ${orders.status} <> 'cancelled')`,
      ),
    )
    .returning({
      id: asoEbiMembers.id,
      userId: asoEbiMembers.userId,
      orderId: asoEbiMembers.orderId,
    });
}

/**
 * The event's paid orders, held until now (no accept-by), go to their tailors: accept-by from
 * now, due by the sew-by date. Each once: an order already sent has its `event_locked` step.
 */
export function releaseHeldOrders(
  tx: Db,
  eventId: string,
  sewBy: string,
  acceptWithinHours: number,
  now: Date,
) {
  return tx
    .update(orders)
    .set({
      acceptBy: new Date(now.getTime() + acceptWithinHours * 60 * 60 * 1000),
      neededBy: sewBy,
      updatedAt: now,
    })
    .where(
      and(
        eq(orders.eventId, eventId),
        eq(orders.status, 'pending'),
        eq(orders.paymentState, 'paid'),
        sql`not exists (select 1 from ${orderEvents} where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.kind} = 'event_locked')`,
      ),
    )
    .returning({ id: orders.id, tailorId: orders.tailorId, productId: orders.productId });
}

export async function insertOrderEvents(
  tx: Db,
  events: { orderId: string; kind: string; note?: string; at?: Date }[],
) {
  if (events.length > 0) await tx.insert(orderEvents).values(events);
}

/** Who is told about each tailor's new orders: her account and her business's name. */
export function findTailors(tx: Db, tailorIds: string[]) {
  if (tailorIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: tailors.id, userId: tailors.userId, businessName: tailors.businessName })
    .from(tailors)
    .where(inArray(tailors.id, tailorIds));
}

export function findProductNames(tx: Db, productIds: string[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, productIds));
}
