import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { matchesSearch } from '../products/catalog-search.ts';
import {
  asoEbiEvents,
  asoEbiLooks,
  asoEbiMembers,
  asoEbiReminders,
  orders,
  products,
  tailorPricing,
  tailors,
  users,
  type AsoEbiEventRow,
  type NewAsoEbiEvent,
} from '../../db/schema/index.ts';

/** The host's side of aso-ebi events (issue 32): the rows it reads and writes, no rules. */

/** A tailor's making time for the product's category (her active price list), if she gave one. */
const makingDaysJoin = and(
  eq(tailorPricing.tailorId, products.tailorId),
  eq(tailorPricing.category, products.category),
  eq(tailorPricing.isActive, true),
);

/** What a look is priced, sized and refused from: the outfit, its tailor and her making time. */
export function findOutfits(db: Db, productIds: string[]) {
  return db
    .select({
      productId: products.id,
      name: products.name,
      price: products.price,
      isAvailable: products.isAvailable,
      tailorId: tailors.id,
      tailorUserId: tailors.userId,
      eventOrdersPerWeek: tailors.eventOrdersPerWeek,
      estimatedDays: tailorPricing.estimatedDays,
    })
    .from(products)
    .innerJoin(tailors, eq(tailors.id, products.tailorId))
    .leftJoin(tailorPricing, makingDaysJoin)
    .where(inArray(products.id, productIds));
}

/** Available outfits for a look, matching the host's search (the catalogue's folded text). */
export function searchOutfits(db: Db, q: string | undefined, limit: number) {
  return db
    .select({
      productId: products.id,
      name: products.name,
      imageUrl: products.imageUrl,
      category: products.category,
      price: products.price,
      tailorId: tailors.id,
      tailorUserId: tailors.userId,
      businessName: tailors.businessName,
      location: tailors.location,
      eventOrdersPerWeek: tailors.eventOrdersPerWeek,
      estimatedDays: tailorPricing.estimatedDays,
    })
    .from(products)
    .innerJoin(tailors, eq(tailors.id, products.tailorId))
    .leftJoin(tailorPricing, makingDaysJoin)
    .where(
      and(eq(products.isAvailable, true), q ? matchesSearch(products.searchText, q) : undefined),
    )
    .orderBy(sql`lower(${products.name})`, asc(products.id))
    .limit(limit);
}

export async function insertEvent(db: Db, values: NewAsoEbiEvent) {
  const [row] = await db.insert(asoEbiEvents).values(values).returning();
  return row!;
}

export async function insertLooks(db: Db, rows: (typeof asoEbiLooks.$inferInsert)[]) {
  await db.insert(asoEbiLooks).values(rows);
}

export async function findEvent(db: Db, id: string) {
  const [row] = await db.select().from(asoEbiEvents).where(eq(asoEbiEvents.id, id));
  return row;
}

/** The event's looks with their outfit, tailor, making time and places taken, in order. */
export function findLooks(db: Db, eventId: string) {
  const taken = db
    .select({ lookId: asoEbiMembers.lookId, n: count().as('n') })
    .from(asoEbiMembers)
    .where(and(eq(asoEbiMembers.eventId, eventId), eq(asoEbiMembers.state, 'joined')))
    .groupBy(asoEbiMembers.lookId)
    .as('taken');
  return db
    .select({
      look: asoEbiLooks,
      productName: products.name,
      imageUrl: products.imageUrl,
      category: products.category,
      businessName: tailors.businessName,
      location: tailors.location,
      estimatedDays: tailorPricing.estimatedDays,
      taken: sql<number>`coalesce(${taken.n}, 0)`.mapWith(Number),
    })
    .from(asoEbiLooks)
    .innerJoin(products, eq(products.id, asoEbiLooks.productId))
    .innerJoin(tailors, eq(tailors.id, asoEbiLooks.tailorId))
    .leftJoin(tailorPricing, makingDaysJoin)
    .leftJoin(taken, eq(taken.lookId, asoEbiLooks.id))
    .where(eq(asoEbiLooks.eventId, eventId))
    .orderBy(asc(asoEbiLooks.position), asc(asoEbiLooks.createdAt));
}
export type LookWithNames = Awaited<ReturnType<typeof findLooks>>[number];

/** Every member of an event (bounded: an event holds at most its guests and invitations). */
export function findMembers(db: Db, eventId: string, limit: number) {
  return db
    .select({
      member: asoEbiMembers,
      userName: users.fullName,
      userPhone: users.phone,
      order: {
        id: orders.id,
        paymentState: orders.paymentState,
        stage: orders.stage,
        status: orders.status,
        totalAmount: orders.totalAmount,
      },
    })
    .from(asoEbiMembers)
    .leftJoin(users, eq(users.id, asoEbiMembers.userId))
    .leftJoin(orders, eq(orders.id, asoEbiMembers.orderId))
    .where(eq(asoEbiMembers.eventId, eventId))
    .orderBy(asc(asoEbiMembers.createdAt), asc(asoEbiMembers.id))
    .limit(limit);
}
export type MemberWithOrder = Awaited<ReturnType<typeof findMembers>>[number];

export async function countMembers(db: Db, eventId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(asoEbiMembers)
    .where(eq(asoEbiMembers.eventId, eventId));
  return row?.n ?? 0;
}

/** Members texted at each reminder step of the event. */
export function reminderCounts(db: Db, eventId: string) {
  return db
    .select({ step: asoEbiReminders.step, sent: count() })
    .from(asoEbiReminders)
    .innerJoin(asoEbiMembers, eq(asoEbiMembers.id, asoEbiReminders.memberId))
    .where(eq(asoEbiMembers.eventId, eventId))
    .groupBy(asoEbiReminders.step);
}

const summaryColumns = {
  id: asoEbiEvents.id,
  name: asoEbiEvents.name,
  kind: asoEbiEvents.kind,
  eventDate: asoEbiEvents.eventDate,
  payBy: asoEbiEvents.payBy,
  city: asoEbiEvents.city,
  status: asoEbiEvents.status,
  members:
    sql<number>`(select count(*) from aso_ebi_members m where m.event_id = ${asoEbiEvents.id})`.mapWith(
      Number,
    ),
};

export function findHostedBy(db: Db, userId: string, limit: number) {
  return db
    .select(summaryColumns)
    .from(asoEbiEvents)
    .where(eq(asoEbiEvents.hostUserId, userId))
    .orderBy(desc(asoEbiEvents.createdAt))
    .limit(limit);
}

export function findJoinedBy(db: Db, userId: string, limit: number) {
  return db
    .select(summaryColumns)
    .from(asoEbiMembers)
    .innerJoin(asoEbiEvents, eq(asoEbiEvents.id, asoEbiMembers.eventId))
    .where(eq(asoEbiMembers.userId, userId))
    .orderBy(desc(asoEbiMembers.createdAt))
    .limit(limit);
}

export async function countOpenHostedBy(db: Db, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(asoEbiEvents)
    .where(and(eq(asoEbiEvents.hostUserId, userId), eq(asoEbiEvents.status, 'open')));
  return row?.n ?? 0;
}

/** Invitations the host's events have made since `since` (each was one text). */
export async function countInvitedSince(db: Db, userId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(asoEbiMembers)
    .innerJoin(asoEbiEvents, eq(asoEbiEvents.id, asoEbiMembers.eventId))
    .where(
      and(
        eq(asoEbiEvents.hostUserId, userId),
        isNull(asoEbiMembers.userId),
        isNotNull(asoEbiMembers.phone),
        gte(asoEbiMembers.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

export async function updateEvent(
  db: Db,
  id: string,
  set: Partial<Pick<AsoEbiEventRow, 'showGuestNames' | 'note' | 'hostAddress'>>,
) {
  const [row] = await db
    .update(asoEbiEvents)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(asoEbiEvents.id, id), eq(asoEbiEvents.status, 'open')))
    .returning();
  return row;
}

/** The name an account gave, as the host's invitations sign them ('' when none). */
export async function findFullName(db: Db, userId: string) {
  const [row] = await db
    .select({ fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId));
  return row?.fullName ?? '';
}

/** Phones already on the event's board: invited numbers and the guests' own. */
export async function phonesOnBoard(db: Db, eventId: string) {
  const rows = await db
    .select({ phone: asoEbiMembers.phone, userPhone: users.phone })
    .from(asoEbiMembers)
    .leftJoin(users, eq(users.id, asoEbiMembers.userId))
    .where(eq(asoEbiMembers.eventId, eventId));
  return new Set(rows.flatMap((r) => [r.phone, r.userPhone].filter((p) => p !== null)));
}

/** Invitations, one row per number; a number already invited is skipped by the unique index. */
export async function insertInvites(db: Db, eventId: string, phones: string[]) {
  if (phones.length === 0) return [];
  return db
    .insert(asoEbiMembers)
    .values(phones.map((phone) => ({ eventId, phone, state: 'invited' as const })))
    .onConflictDoNothing()
    .returning({ phone: asoEbiMembers.phone });
}

/** The one decision of a cancel: an open event becomes cancelled, or nothing happens. */
export async function cancelOpenEvent(db: Db, id: string) {
  const [row] = await db
    .update(asoEbiEvents)
    .set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(asoEbiEvents.id, id), eq(asoEbiEvents.status, 'open')))
    .returning();
  return row;
}

/** Whom a cancelled event texts: invited numbers and guests still in it, with their orders. */
export function findMembersToTell(db: Db, eventId: string) {
  return db
    .select({
      id: asoEbiMembers.id,
      userId: asoEbiMembers.userId,
      phone: asoEbiMembers.phone,
      orderId: asoEbiMembers.orderId,
    })
    .from(asoEbiMembers)
    .where(
      and(eq(asoEbiMembers.eventId, eventId), inArray(asoEbiMembers.state, ['invited', 'joined'])),
    );
}

/** Orders of cancelled events still pending (a cancel cut short), oldest events first. */
export function findPendingOrdersOfCancelledEvents(db: Db, limit: number) {
  return db
    .select({ orderId: orders.id, event: asoEbiEvents })
    .from(orders)
    .innerJoin(asoEbiEvents, eq(asoEbiEvents.id, orders.eventId))
    .where(and(eq(asoEbiEvents.status, 'cancelled'), eq(orders.status, 'pending')))
    .orderBy(asc(asoEbiEvents.cancelledAt))
    .limit(limit);
}

/** The tick: once, on the member's row. */
export async function markCollected(db: Db, memberId: string) {
  await db
    .update(asoEbiMembers)
    .set({ collectedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(asoEbiMembers.id, memberId), isNull(asoEbiMembers.collectedAt)));
}

/** Open events whose pay-by date is still ahead or today: the reminders' events. */
export function findOpenEventsPayingBy(db: Db, from: string, to: string) {
  return db
    .select({ id: asoEbiEvents.id, name: asoEbiEvents.name, payBy: asoEbiEvents.payBy })
    .from(asoEbiEvents)
    .where(
      and(
        eq(asoEbiEvents.status, 'open'),
        sql`${asoEbiEvents.payBy} >= ${from}`,
        sql`${asoEbiEvents.payBy} <= ${to}`,
      ),
    );
}

/**
 * Records the step for every member of the event who joined and has not both measured and paid,
 * once: a member already reminded at this step is skipped by the primary key. Answers whom to
 * text (only those recorded now), so the caller queues their texts in the same transaction.
 */
export async function recordReminders(db: Db, eventId: string, step: string) {
  const due = db
    .select({
      memberId: asoEbiMembers.id,
      step: sql<string>`${step}`.as('step'),
      sentAt: sql<Date>`now()`.as('sent_at'),
    })
    .from(asoEbiMembers)
    .leftJoin(orders, eq(orders.id, asoEbiMembers.orderId))
    .where(
      and(
        eq(asoEbiMembers.eventId, eventId),
        eq(asoEbiMembers.state, 'joined'),
        or(
          isNull(asoEbiMembers.measuredAt),
          isNull(orders.id),
          sql`${orders.paymentState} <> 'paid'`,
        ),
      ),
    );
  const recorded = await db
    .insert(asoEbiReminders)
    .select(due)
    .onConflictDoNothing()
    .returning({ memberId: asoEbiReminders.memberId });
  if (recorded.length === 0) return [];
  return db
    .select({ userId: asoEbiMembers.userId, phone: asoEbiMembers.phone })
    .from(asoEbiMembers)
    .where(
      and(
        inArray(
          asoEbiMembers.id,
          recorded.map((r) => r.memberId),
        ),
        or(isNotNull(asoEbiMembers.userId), isNotNull(asoEbiMembers.phone)),
      ),
    );
}
