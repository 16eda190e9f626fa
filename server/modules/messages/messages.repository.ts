import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  messagePresence,
  messages,
  messageThreads,
  orders,
  products,
  tailors,
  users,
} from '../../db/schema/index.ts';

/** A thread with the two accounts it belongs to (the tailor's side is tailors.user_id). */
export async function findThread(db: Db, threadId: string) {
  const [row] = await db
    .select({
      id: messageThreads.id,
      shopperId: messageThreads.shopperId,
      tailorId: messageThreads.tailorId,
      tailorUserId: tailors.userId,
      orderId: messageThreads.orderId,
      shopperReadAt: messageThreads.shopperReadAt,
      tailorReadAt: messageThreads.tailorReadAt,
    })
    .from(messageThreads)
    .innerJoin(tailors, eq(tailors.id, messageThreads.tailorId))
    .where(eq(messageThreads.id, threadId));
  return row;
}
export type ThreadAccess = NonNullable<Awaited<ReturnType<typeof findThread>>>;

/** The thread of an order, made on first use (one per order: a unique index). */
export async function threadForOrder(
  db: Db,
  order: { id: string; userId: string; tailorId: string },
) {
  await db
    .insert(messageThreads)
    .values({ shopperId: order.userId, tailorId: order.tailorId, orderId: order.id })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(eq(messageThreads.orderId, order.id));
  return row!.id;
}

/** The shopper's thread with a tailor before any order, made on first use (one per pair). */
export async function threadBeforeOrder(db: Db, shopperId: string, tailorId: string) {
  await db
    .insert(messageThreads)
    .values({ shopperId, tailorId })
    .onConflictDoNothing({
      target: [messageThreads.shopperId, messageThreads.tailorId],
      where: isNull(messageThreads.orderId),
    });
  const [row] = await db
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(
      and(
        eq(messageThreads.shopperId, shopperId),
        eq(messageThreads.tailorId, tailorId),
        isNull(messageThreads.orderId),
      ),
    );
  return row!.id;
}

/** Messages the user has not read, in threads where they are shopper or tailor. */
const unreadFor = (userId: string) => sql<number>`(
  select count(*)::int from ${messages} m
  where m.thread_id = ${messageThreads.id} and m.sender_id <> ${userId}
    and m.created_at > coalesce(
      case when ${messageThreads.shopperId} = ${userId}
        then ${messageThreads.shopperReadAt} else ${messageThreads.tailorReadAt} end,
      '-infinity'::timestamptz))`;

const isParty = (userId: string) =>
  or(eq(messageThreads.shopperId, userId), eq(tailors.userId, userId));

/** The thread rows a reader sees: both sides' names, the order's outfit, unread and last message. */
function selectThreads(db: Db, userId: string) {
  const last = db
    .select({
      body: messages.body,
      photoCount: sql<number>`cardinality(${messages.photos})`.as('photo_count'),
      createdAt: messages.createdAt,
      senderId: messages.senderId,
    })
    .from(messages)
    .where(eq(messages.threadId, messageThreads.id))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1)
    .as('last');
  return db
    .select({
      id: messageThreads.id,
      shopperId: messageThreads.shopperId,
      shopperName: users.fullName,
      tailorId: messageThreads.tailorId,
      tailorUserId: tailors.userId,
      businessName: tailors.businessName,
      orderId: messageThreads.orderId,
      productName: products.name,
      unread: unreadFor(userId),
      lastBody: last.body,
      lastPhotoCount: last.photoCount,
      lastCreatedAt: last.createdAt,
      lastSenderId: last.senderId,
    })
    .from(messageThreads)
    .innerJoin(tailors, eq(tailors.id, messageThreads.tailorId))
    .innerJoin(users, eq(users.id, messageThreads.shopperId))
    .leftJoin(orders, eq(orders.id, messageThreads.orderId))
    .leftJoin(products, eq(products.id, orders.productId))
    .leftJoinLateral(last, sql`true`);
}
export type ThreadListRow = Awaited<ReturnType<typeof listThreads>>[number];

/** The user's threads, the most recently active first. */
export function listThreads(db: Db, userId: string, limit = 100) {
  return selectThreads(db, userId)
    .where(isParty(userId))
    .orderBy(
      sql`coalesce(${messageThreads.lastMessageAt}, ${messageThreads.createdAt}) desc`,
      desc(messageThreads.id),
    )
    .limit(limit);
}

/** One thread's row, for anyone allowed to read it (an admin included). */
export async function threadRow(db: Db, threadId: string, userId: string) {
  const [row] = await selectThreads(db, userId).where(eq(messageThreads.id, threadId));
  return row;
}

/** All the user's unread messages, split by the side they are on. */
export async function unreadCounts(db: Db, userId: string) {
  const [row] = await db
    .select({
      asShopper: sql<number>`coalesce(sum(case when ${messageThreads.shopperId} = ${userId} then ${unreadFor(userId)} else 0 end), 0)::int`,
      asTailor: sql<number>`coalesce(sum(case when ${messageThreads.shopperId} <> ${userId} then ${unreadFor(userId)} else 0 end), 0)::int`,
    })
    .from(messageThreads)
    .innerJoin(tailors, eq(tailors.id, messageThreads.tailorId))
    .where(isParty(userId));
  return { asShopper: row?.asShopper ?? 0, asTailor: row?.asTailor ?? 0 };
}

/** The newest `limit` messages of a thread, oldest first (newest at the bottom). */
export async function threadMessages(db: Db, threadId: string, limit = 200) {
  const rows = await db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      senderName: users.fullName,
      body: messages.body,
      photos: messages.photos,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.threadId, threadId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  return rows.reverse();
}

export async function insertMessage(
  db: Db,
  message: { threadId: string; senderId: string; body: string; photos: string[]; createdAt: Date },
) {
  const [row] = await db.insert(messages).values(message).returning();
  return row!;
}

/** Marks one side of a thread read up to `at` (never moves the mark back). */
export async function markRead(db: Db, threadId: string, side: 'shopper' | 'tailor', at: Date) {
  const column = side === 'shopper' ? messageThreads.shopperReadAt : messageThreads.tailorReadAt;
  await db
    .update(messageThreads)
    .set(side === 'shopper' ? { shopperReadAt: at } : { tailorReadAt: at })
    .where(
      and(
        eq(messageThreads.id, threadId),
        or(isNull(column), sql`${column} < ${at.toISOString()}`),
      ),
    );
}

export async function touchThread(db: Db, threadId: string, at: Date) {
  await db.update(messageThreads).set({ lastMessageAt: at }).where(eq(messageThreads.id, threadId));
}

/** Notes that the user is in Telo's messages now (not away). */
export async function markSeen(db: Db, userId: string, at: Date) {
  await db
    .insert(messagePresence)
    .values({ userId, seenAt: at })
    .onConflictDoUpdate({ target: messagePresence.userId, set: { seenAt: at } });
}

/** Whether the user has been in messages since `since`. */
export async function seenSince(db: Db, userId: string, since: Date) {
  const [row] = await db
    .select({ userId: messagePresence.userId })
    .from(messagePresence)
    .where(and(eq(messagePresence.userId, userId), gt(messagePresence.seenAt, since)));
  return row !== undefined;
}

/**
 * Claims the right to text one side about this thread: succeeds for at most one caller an hour
 * (a conditional update, so concurrent messages text once).
 */
export async function claimAwayText(
  db: Db,
  threadId: string,
  side: 'shopper' | 'tailor',
  at: Date,
  everyMs: number,
) {
  const column =
    side === 'shopper' ? messageThreads.shopperNotifiedAt : messageThreads.tailorNotifiedAt;
  const before = new Date(at.getTime() - everyMs).toISOString();
  const rows = await db
    .update(messageThreads)
    .set(side === 'shopper' ? { shopperNotifiedAt: at } : { tailorNotifiedAt: at })
    .where(and(eq(messageThreads.id, threadId), or(isNull(column), sql`${column} <= ${before}`)))
    .returning({ id: messageThreads.id });
  return rows.length > 0;
}

/** An order with its shopper and its tailor's account: who may open the order's thread. */
export async function orderParties(db: Db, orderId: string) {
  const [order] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      tailorId: orders.tailorId,
      tailorUserId: tailors.userId,
    })
    .from(orders)
    .innerJoin(tailors, eq(tailors.id, orders.tailorId))
    .where(eq(orders.id, orderId));
  return order;
}

/** A tailor and the account behind it. */
export async function tailorAccount(db: Db, tailorId: string) {
  const [tailor] = await db
    .select({ id: tailors.id, userId: tailors.userId })
    .from(tailors)
    .where(eq(tailors.id, tailorId));
  return tailor;
}

export async function tailorBusinessName(db: Db, tailorId: string) {
  const [t] = await db
    .select({ name: tailors.businessName })
    .from(tailors)
    .where(eq(tailors.id, tailorId));
  return t?.name;
}

export async function userFullName(db: Db, userId: string) {
  const [u] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, userId));
  return u?.name;
}
