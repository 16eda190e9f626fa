import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  asoEbiEvents,
  asoEbiLooks,
  asoEbiMembers,
  orders,
  products,
  tailors,
  users,
  type AsoEbiMemberRow,
} from '../../db/schema/index.ts';

/** The aso-ebi guest's reads and writes (issue 32): the rules are in guest.service.ts. */

/** The event with its host's full name (the page shows her first name only). */
export async function findEvent(db: Db, eventId: string) {
  const [row] = await db
    .select({ event: asoEbiEvents, hostName: users.fullName })
    .from(asoEbiEvents)
    .innerJoin(users, eq(users.id, asoEbiEvents.hostUserId))
    .where(eq(asoEbiEvents.id, eventId));
  return row;
}

/** Members holding a place: joined a look and neither left nor dropped. */
const holdsPlace = eq(asoEbiMembers.state, 'joined');

/** The event's looks in the host's order, each with its outfit, tailor and places taken. */
export function findLooks(db: Db, eventId: string) {
  const taken = db
    .select({ lookId: asoEbiMembers.lookId, n: count().as('n') })
    .from(asoEbiMembers)
    .where(and(eq(asoEbiMembers.eventId, eventId), holdsPlace))
    .groupBy(asoEbiMembers.lookId)
    .as('taken');
  return db
    .select({
      id: asoEbiLooks.id,
      product: {
        id: products.id,
        name: products.name,
        imageUrl: products.imageUrl,
        category: products.category,
      },
      tailor: { id: tailors.id, businessName: tailors.businessName, location: tailors.location },
      fabricNote: asoEbiLooks.fabricNote,
      outfitKobo: asoEbiLooks.outfitKobo,
      marginKobo: asoEbiLooks.marginKobo,
      distribution: asoEbiLooks.distribution,
      capacity: asoEbiLooks.capacity,
      taken: sql<number>`coalesce(${taken.n}, 0)::int`,
    })
    .from(asoEbiLooks)
    .innerJoin(products, eq(products.id, asoEbiLooks.productId))
    .innerJoin(tailors, eq(tailors.id, asoEbiLooks.tailorId))
    .leftJoin(taken, eq(taken.lookId, asoEbiLooks.id))
    .where(eq(asoEbiLooks.eventId, eventId))
    .orderBy(asc(asoEbiLooks.position), asc(asoEbiLooks.createdAt));
}

/** The names of the members holding a place, first joined first. */
export async function findJoinedNames(db: Db, eventId: string) {
  const rows = await db
    .select({ name: asoEbiMembers.name })
    .from(asoEbiMembers)
    .where(and(eq(asoEbiMembers.eventId, eventId), holdsPlace))
    .orderBy(asc(asoEbiMembers.joinedAt), asc(asoEbiMembers.id))
    .limit(1000);
  return rows.map((r) => r.name);
}

/**
 * The event's row, locked for the rest of the transaction against the lock and the host's
 * cancel (FOR SHARE: guests wait for a lock in progress, never for each other). Undefined when
 * there is no such event.
 */
export async function lockEvent(tx: Db, eventId: string) {
  const [event] = await tx
    .select()
    .from(asoEbiEvents)
    .where(eq(asoEbiEvents.id, eventId))
    .for('share');
  return event;
}

/**
 * The look, locked for the rest of the transaction (FOR UPDATE): guests joining it take their
 * places one after another, each counting the places taken under this lock (decision 054).
 */
export async function lockLook(tx: Db, eventId: string, lookId: string) {
  const [look] = await tx
    .select()
    .from(asoEbiLooks)
    .where(and(eq(asoEbiLooks.id, lookId), eq(asoEbiLooks.eventId, eventId)))
    .for('update');
  return look;
}

/** The look with what its guest's order is made from: the outfit and its tailor's place. */
export async function findLookToOrder(tx: Db, lookId: string) {
  const [row] = await tx
    .select({
      look: asoEbiLooks,
      tailorUserId: tailors.userId,
      tailorTown: tailors.location,
      tailorState: tailors.state,
      productName: products.name,
    })
    .from(asoEbiLooks)
    .innerJoin(tailors, eq(tailors.id, asoEbiLooks.tailorId))
    .innerJoin(products, eq(products.id, asoEbiLooks.productId))
    .where(eq(asoEbiLooks.id, lookId));
  return row;
}

export async function countHoldingPlace(tx: Db, lookId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(asoEbiMembers)
    .where(and(eq(asoEbiMembers.lookId, lookId), holdsPlace));
  return row?.n ?? 0;
}

/** The user's own membership of the event (FOR UPDATE when `lock`). */
export async function findMember(tx: Db, eventId: string, userId: string, lock = false) {
  const query = tx
    .select()
    .from(asoEbiMembers)
    .where(and(eq(asoEbiMembers.eventId, eventId), eq(asoEbiMembers.userId, userId)));
  const [member] = lock ? await query.for('update') : await query;
  return member;
}

/** The host's invitation to this phone that nobody has claimed yet (locked). */
export async function findInvitation(tx: Db, eventId: string, phone: string) {
  const [member] = await tx
    .select()
    .from(asoEbiMembers)
    .where(
      and(
        eq(asoEbiMembers.eventId, eventId),
        eq(asoEbiMembers.phone, phone),
        isNull(asoEbiMembers.userId),
      ),
    )
    .for('update');
  return member;
}

export async function insertMember(tx: Db, member: typeof asoEbiMembers.$inferInsert) {
  const [row] = await tx.insert(asoEbiMembers).values(member).returning();
  return row!;
}

export async function updateMember(
  tx: Db,
  memberId: string,
  set: Partial<typeof asoEbiMembers.$inferInsert>,
) {
  const [row] = await tx
    .update(asoEbiMembers)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(asoEbiMembers.id, memberId))
    .returning();
  return row!;
}

/** Who the guest is: her name (the host's board, the page's first names) and her phone. */
export async function findUser(tx: Db, userId: string) {
  const [user] = await tx
    .select({ fullName: users.fullName, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/** The member's order, as her membership shows it and her next step reads it. */
export async function findOrder(tx: Db, orderId: string) {
  const [order] = await tx
    .select({
      id: orders.id,
      status: orders.status,
      stage: orders.stage,
      paymentState: orders.paymentState,
      totalAmount: orders.totalAmount,
      checkoutId: orders.checkoutId,
      paidByReference: orders.paidByReference,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order;
}

/** A held order's measurements follow the member's (the tailor cuts from them at the lock). */
export async function copyMeasurementsToOrder(
  tx: Db,
  orderId: string,
  measurements: Record<string, number | string | null>,
) {
  await tx
    .update(orders)
    .set({ measurements, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
}

export type { AsoEbiMemberRow };
