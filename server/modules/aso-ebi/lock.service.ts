import { fromKobo } from '../../../shared/money.ts';
import { lockAt } from '../../../shared/aso-ebi.ts';
import { ACCEPT_WITHIN_HOURS } from '../../../shared/order-lifecycle.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { Outbox } from '../../outbox/outbox.ts';
import { queueToUser } from '../../outbox/notify.ts';
import { returnOrderCredit } from '../money/credit/store-credit.ts';
import {
  droppedGuestText,
  eventLockedHostText,
  eventOrdersTailorText,
} from '../../texts/event-lock.ts';
import * as repository from './lock.repository.ts';

export type EventLock = ReturnType<typeof createEventLock>;

/** What one lock did: undefined when the event was not open (locked before, or cancelled). */
export type LockResult = { eventId: string; paid: number; dropped: number };

const HOUR_MS = 60 * 60 * 1000;
/** Events locked per run of the job; the next minute's run takes the rest. */
const BATCH = 20;

/**
 * The aso-ebi lock (issue 32 item 5, decision 054). At the end of the pay-by date in Lagos the
 * `events-lock` job locks each open event, or its host locks it early; both are `lock(eventId)`.
 * One transaction: the conditional `open → locked` decides (a second run, or the job and the
 * host at once, finds nothing to do); unpaid orders are cancelled and their checkouts closed;
 * members without a paid order are dropped; held paid orders get their accept-by and due date;
 * every text is queued in the same transaction, so each is sent once.
 *
 * The race with a payment is decided by row locks taken in the payment's own order (attempt,
 * checkout, orders; lock.repository.ts lockPaymentPath) and by the orders' conditional updates:
 * a payment that commits first leaves its order paid, and the lock sends it to the tailor; a
 * payment that lands after finds its checkout closed (or its order cancelled) and is refunded in
 * full by the path every late payment takes (payments.service.ts markPaidIn). A member ends
 * paid-and-sent or dropped-and-refunded, never both, never neither.
 */
export function createEventLock(deps: {
  db: Db;
  outbox: Pick<Outbox, 'deliverSoon'>;
  /** PUBLIC_URL, for the links in the texts. */
  publicUrl: string;
}) {
  const { db } = deps;

  async function lock(eventId: string, now = new Date()): Promise<LockResult | undefined> {
    const result = await db.transaction(async (tx) => {
      const event = await repository.lockOpenEvent(tx, eventId, now);
      if (!event) return undefined;
      await repository.lockLooks(tx, eventId);

      // Unpaid orders: cancelled, their credit back, their checkouts closed when spent.
      const unpaid = await repository.findUnpaidOrders(tx, eventId);
      const checkoutIds = [...new Set(unpaid.flatMap((o) => (o.checkoutId ? [o.checkoutId] : [])))];
      await repository.lockPaymentPath(tx, checkoutIds);
      const cancelled = await repository.cancelUnpaidOrders(tx, eventId);
      await repository.insertOrderEvents(
        tx,
        cancelled.map((o) => ({
          orderId: o.id,
          kind: 'cancelled',
          note: 'Not paid by the aso-ebi’s pay-by date',
          at: now,
        })),
      );
      const creditBack = new Map<string, number>();
      for (const order of cancelled) {
        creditBack.set(order.id, await returnOrderCredit(tx, [order.id]));
        if (order.checkoutId) await repository.closeCheckoutIfSpent(tx, order.checkoutId);
      }

      const dropped = await repository.dropUnpaidMembers(tx, eventId, now);
      for (const member of dropped) {
        if (!member.userId) continue;
        const credit = member.orderId ? (creditBack.get(member.orderId) ?? 0) : 0;
        await queueToUser(
          tx,
          member.userId,
          droppedGuestText({
            eventName: event.name,
            payBy: event.payBy,
            creditNaira: fromKobo(credit),
          }),
        );
      }

      // Paid orders, held until now, go to their tailors.
      const sent = await repository.releaseHeldOrders(
        tx,
        eventId,
        event.sewBy,
        ACCEPT_WITHIN_HOURS,
        now,
      );
      await repository.insertOrderEvents(
        tx,
        sent.map((o) => ({ orderId: o.id, kind: 'event_locked', at: now })),
      );
      await textTailors(tx, event, sent);
      await queueToUser(
        tx,
        event.hostUserId,
        eventLockedHostText(deps.publicUrl, {
          eventId,
          eventName: event.name,
          paid: sent.length,
          dropped: dropped.length,
          sewBy: event.sewBy,
        }),
      );
      return { eventId, paid: sent.length, dropped: dropped.length };
    });
    if (result) deps.outbox.deliverSoon();
    return result;
  }

  /** One text per tailor for all her orders of the event. */
  async function textTailors(
    tx: Db,
    event: { name: string; sewBy: string },
    sent: { tailorId: string; productId: string }[],
  ) {
    const byTailor = Map.groupBy(sent, (o) => o.tailorId);
    const tailors = await repository.findTailors(tx, [...byTailor.keys()]);
    const names = new Map(
      (await repository.findProductNames(tx, [...new Set(sent.map((o) => o.productId))])).map(
        (p) => [p.id, p.name],
      ),
    );
    for (const tailor of tailors) {
      const orders = byTailor.get(tailor.id) ?? [];
      const products = [...new Set(orders.map((o) => names.get(o.productId) ?? 'outfit'))];
      await queueToUser(
        tx,
        tailor.userId,
        eventOrdersTailorText(deps.publicUrl, {
          eventName: event.name,
          count: orders.length,
          products,
          sewBy: event.sewBy,
        }),
      );
    }
  }

  /**
   * The job (every minute): every open event whose lock time has passed. An event's lock is at
   * the end of its pay-by date in Lagos (shared/aso-ebi.ts lockAt): 23:00 UTC that day.
   */
  async function lockDue(now = new Date()) {
    const cutoff = new Date(now.getTime() - 23 * HOUR_MS).toISOString().slice(0, 10);
    const locked: LockResult[] = [];
    for (const eventId of await repository.findOpenEventIdsDue(db, cutoff, BATCH)) {
      const event = await repository.findEvent(db, eventId);
      if (!event || lockAt(event.payBy) > now) continue;
      const done = await lock(eventId, now);
      if (done) locked.push(done);
    }
    return locked;
  }

  /**
   * The host locks her event before its pay-by date (every guest she waits for has paid). Anyone
   * else is answered as if the event did not exist, as the host's other routes do.
   */
  async function lockEarly(eventId: string, userId: string, now = new Date()) {
    const event = await repository.findEvent(db, eventId);
    if (!event || event.hostUserId !== userId) throw new NotFoundError('Event not found');
    if (event.status !== 'open') throw new ConflictError(notOpen(event.status));
    const done = await lock(eventId, now);
    if (!done) throw new ConflictError(notOpen('locked'));
    return done;
  }

  return { lock, lockDue, lockEarly };
}

const notOpen = (status: string) =>
  status === 'cancelled'
    ? 'This event was cancelled: it cannot be locked.'
    : 'This event is already locked.';
