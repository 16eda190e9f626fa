import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  asoEbiEvents,
  asoEbiLooks,
  asoEbiMembers,
  orders,
  products,
  users,
} from '../../db/schema/index.ts';

/** Events in one answer: the soonest sew-by dates first, which are the ones she works on. */
const EVENTS_LIMIT = 20;

/**
 * The tailor's paid orders from locked events (issue 32 item 5): each with its event, its look
 * and its guest. Scoped twice by the tailor (the order's and the look's), so another tailor's
 * look at the same event is never read. Events whose sew-by date is `sewBySince` or later.
 */
export async function findEventOrdersOfTailor(db: Db, tailorId: string, sewBySince: string) {
  const events = await db
    .selectDistinct({
      id: asoEbiEvents.id,
      name: asoEbiEvents.name,
      eventDate: asoEbiEvents.eventDate,
      sewBy: asoEbiEvents.sewBy,
      city: asoEbiEvents.city,
    })
    .from(asoEbiEvents)
    .innerJoin(asoEbiLooks, eq(asoEbiLooks.eventId, asoEbiEvents.id))
    .where(
      and(
        eq(asoEbiLooks.tailorId, tailorId),
        eq(asoEbiEvents.status, 'locked'),
        gte(asoEbiEvents.sewBy, sewBySince),
      ),
    )
    .orderBy(asc(asoEbiEvents.sewBy), asc(asoEbiEvents.id))
    .limit(EVENTS_LIMIT);
  if (events.length === 0) return { events, rows: [] };
  const rows = await db
    .select({
      eventId: asoEbiMembers.eventId,
      lookId: asoEbiLooks.id,
      position: asoEbiLooks.position,
      productName: products.name,
      fabricNote: asoEbiLooks.fabricNote,
      distribution: asoEbiLooks.distribution,
      orderId: orders.id,
      memberName: asoEbiMembers.name,
      accountName: users.fullName,
      sizeNote: asoEbiMembers.sizeNote,
      measurements: orders.measurements,
      status: orders.status,
      stage: orders.stage,
    })
    .from(orders)
    .innerJoin(asoEbiMembers, eq(asoEbiMembers.orderId, orders.id))
    .innerJoin(asoEbiLooks, eq(asoEbiLooks.id, asoEbiMembers.lookId))
    .innerJoin(products, eq(products.id, asoEbiLooks.productId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(orders.tailorId, tailorId),
        eq(asoEbiLooks.tailorId, tailorId),
        inArray(
          asoEbiMembers.eventId,
          events.map((e) => e.id),
        ),
        inArray(orders.paymentState, ['paid']),
        inArray(orders.status, ['pending', 'in_progress', 'completed']),
      ),
    )
    .orderBy(asc(asoEbiLooks.position), asc(asoEbiMembers.name), asc(orders.id));
  return { events, rows };
}
