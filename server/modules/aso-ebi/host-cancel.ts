import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, type AsoEbiEventRow } from '../../db/schema/index.ts';
import { queueToUser } from '../../outbox/notify.ts';
import { queueMessage } from '../../outbox/outbox.ts';
import { eventCancelledText } from '../../texts/events.ts';
import type { HostDeps } from './host.service.ts';
import * as repo from './host.repository.ts';

/** A member is texted at her account's phone or email, else at the number she was invited at. */
async function tell(tx: Db, member: { userId: string | null; phone: string | null }, body: string) {
  if (member.userId) return queueToUser(tx, member.userId, body);
  if (member.phone) return queueMessage(tx, { channel: 'sms', to: member.phone, body });
  return undefined;
}

/**
 * After the event's own conditional update (status open → cancelled): each guest's pending order
 * is cancelled through the one cancellation path (cancellations.service.ts cancelPending), which
 * refunds a paid one in full (the card part through Paystack, the credit part as credit) and
 * texts her what comes back, in the cancellation's transaction. Everyone else on the board
 * (invited numbers, guests without an order) is texted that the event is off.
 */
export async function cancelMemberOrders(deps: HostDeps, event: AsoEbiEventRow) {
  const members = await repo.findMembersToTell(deps.db, event.id);
  const told = new Set<string>();
  for (const member of members) {
    if (!member.orderId) continue;
    const cancelled = await deps.payments.cancelPending(member.orderId, {
      only: eq(orders.eventId, event.id),
      event: { kind: 'cancelled', note: 'The host cancelled the event' },
      notify: (tx, order, refund, credit) =>
        queueToUser(tx, order.userId, eventCancelledText(event, refund, credit)),
    });
    if (cancelled) told.add(member.id);
  }
  const rest = members.filter((m) => !told.has(m.id));
  if (rest.length) {
    await deps.db.transaction(async (tx) => {
      for (const member of rest) await tell(tx, member, eventCancelledText(event, null));
    });
    deps.outbox.deliverSoon();
  }
}

/**
 * Orders of a cancelled event still pending: a cancel cut short (the server stopped between the
 * event's update and its orders), or a guest's order placed as the event was cancelled. Each is
 * cancelled and refunded by the same path; run by the `events-reminders` job.
 */
export async function finishCancelledEvents(deps: HostDeps) {
  const left = await repo.findPendingOrdersOfCancelledEvents(deps.db, 100);
  let cancelled = 0;
  for (const { orderId, event } of left) {
    const order = await deps.payments.cancelPending(orderId, {
      only: eq(orders.eventId, event.id),
      event: { kind: 'cancelled', note: 'The host cancelled the event' },
      notify: (tx, row, refund, credit) =>
        queueToUser(tx, row.userId, eventCancelledText(event, refund, credit)),
    });
    if (order) cancelled += 1;
  }
  return cancelled;
}
