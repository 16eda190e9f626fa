import { and, desc, eq, sql } from 'drizzle-orm';
import { FAVOURITES_LIST_MAX } from '../../../shared/schemas/favourites.ts';
import type { Db } from '../../db/client.ts';
import { products, tailorFollows, tailors, wishlistItems } from '../../db/schema/index.ts';
import { productColumns, productWithTailor } from '../products/products.repository.ts';
import { tailorColumns } from '../tailors/tailors.repository.ts';

/** The tailors a shopper follows, most recently followed first. */
export async function followedTailors(db: Db, userId: string) {
  return db
    .select({ ...tailorColumns, followedAt: tailorFollows.createdAt })
    .from(tailorFollows)
    .innerJoin(tailors, eq(tailors.id, tailorFollows.tailorId))
    .where(eq(tailorFollows.userId, userId))
    .orderBy(desc(tailorFollows.createdAt), desc(tailorFollows.id))
    .limit(FAVOURITES_LIST_MAX);
}

/** One statement: following again, or twice at once, leaves one row (unique key). */
export async function follow(db: Db, userId: string, tailorId: string) {
  await db.insert(tailorFollows).values({ userId, tailorId }).onConflictDoNothing();
}

export async function unfollow(db: Db, userId: string, tailorId: string) {
  await db
    .delete(tailorFollows)
    .where(and(eq(tailorFollows.userId, userId), eq(tailorFollows.tailorId, tailorId)));
}

/** Saved outfits with their tailor, newest first (the product's tailor nested as the API has it). */
export async function wishlist(db: Db, userId: string) {
  const rows = await db
    .select({
      savedAt: wishlistItems.createdAt,
      product: productColumns,
      tailor: productWithTailor.tailor,
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .innerJoin(tailors, eq(tailors.id, products.tailorId))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id))
    .limit(FAVOURITES_LIST_MAX);
  return rows.map((r) => ({
    productId: r.product.id,
    savedAt: r.savedAt,
    product: { ...r.product, tailor: r.tailor },
  }));
}

export async function save(db: Db, userId: string, productId: string) {
  await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
}

export async function unsave(db: Db, userId: string, productId: string) {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
}

/**
 * A live-mode guest signs in: what they followed and saved joins the account's lists (as the
 * cart does, auth.service.ts), so nothing chosen before signing in is lost.
 */
export async function mergeGuestFavourites(tx: Db, guestId: string, accountId: string) {
  await tx.execute(sql`
    insert into tailor_follows (user_id, tailor_id, created_at)
    select ${accountId}, tailor_id, created_at from tailor_follows where user_id = ${guestId}
    on conflict (user_id, tailor_id) do nothing`);
  await tx.execute(sql`delete from tailor_follows where user_id = ${guestId}`);
  await tx.execute(sql`
    insert into wishlist_items (user_id, product_id, created_at)
    select ${accountId}, product_id, created_at from wishlist_items where user_id = ${guestId}
    on conflict (user_id, product_id) do nothing`);
  await tx.execute(sql`delete from wishlist_items where user_id = ${guestId}`);
}
