import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, products, reviews, tailors, users } from '../../db/schema/index.ts';

const reviewColumns = {
  id: reviews.id,
  orderId: reviews.orderId,
  tailorId: reviews.tailorId,
  userId: reviews.userId,
  fullName: users.fullName,
  productName: products.name,
  rating: reviews.rating,
  body: reviews.body,
  photos: reviews.photos,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  createdAt: reviews.createdAt,
};

function selectReviews(db: Db) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId));
}
export type ReviewDbRow = Awaited<ReturnType<typeof findById>> & {};

export async function findById(db: Db, id: string) {
  const [row] = await selectReviews(db).where(eq(reviews.id, id));
  return row;
}

/** A tailor's reviews, newest first, one page. */
export function pageForTailor(db: Db, tailorId: string, page: number, pageSize: number) {
  return selectReviews(db)
    .where(eq(reviews.tailorId, tailorId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/** How many reviews gave each number of stars. */
export async function distribution(db: Db, tailorId: string) {
  const rows = await db
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .where(eq(reviews.tailorId, tailorId))
    .groupBy(reviews.rating);
  const counts: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  for (const { rating, n } of rows) counts[rating - 1] = n;
  return counts;
}

export function byUser(db: Db, userId: string) {
  return selectReviews(db).where(eq(reviews.userId, userId)).orderBy(desc(reviews.createdAt));
}

/** Inserts the order's review; undefined when the order already has one (the unique order_id). */
export async function insertReview(
  db: Db,
  review: {
    orderId: string;
    userId: string;
    tailorId: string;
    productId: string;
    rating: number;
    body: string;
    photos: string[];
  },
) {
  const [row] = await db
    .insert(reviews)
    .values(review)
    .onConflictDoNothing({ target: reviews.orderId })
    .returning({ id: reviews.id });
  return row?.id;
}

/**
 * Sets a tailor's rating and review count from their reviews. The caller holds the tailor's row
 * lock (`lockTailor`, tailors.repository.ts), so concurrent reviews recompute one after another, each seeing the other.
 */
export async function recomputeTailorRating(db: Db, tailorId: string) {
  await db
    .update(tailors)
    .set({
      rating: sql`(select coalesce(round(avg(${reviews.rating})::numeric, 2), 0) from ${reviews} where ${reviews.tailorId} = ${tailorId})`,
      reviewCount: sql`(select count(*)::int from ${reviews} where ${reviews.tailorId} = ${tailorId})`,
    })
    .where(eq(tailors.id, tailorId));
}

/** The tailor's one reply: only while there is none (a conditional update). */
export async function setReply(db: Db, reviewId: string, reply: string, at: Date) {
  const rows = await db
    .update(reviews)
    .set({ reply, repliedAt: at })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.reply)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

/** The order a review would be of: its shopper, status, tailor and the tailor's owner. */
export async function findOrderToReview(db: Db, orderId: string) {
  const [order] = await db
    .select({
      userId: orders.userId,
      status: orders.status,
      tailorId: orders.tailorId,
      productId: orders.productId,
      tailorUserId: tailors.userId,
    })
    .from(orders)
    .innerJoin(tailors, eq(orders.tailorId, tailors.id))
    .where(eq(orders.id, orderId));
  return order;
}

/** A tailor's rating and owning account. */
export async function findTailor(db: Db, tailorId: string) {
  const [tailor] = await db
    .select({ rating: tailors.rating, userId: tailors.userId })
    .from(tailors)
    .where(eq(tailors.id, tailorId));
  return tailor;
}
