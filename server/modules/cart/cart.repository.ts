import { and, asc, eq, ne, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { cartItems, products, tailors } from '../../db/schema/index.ts';
import { productWithTailor } from '../products/products.repository.ts';

const { tailor, ...productColumns } = productWithTailor;

function selectItems(db: Db) {
  // Drizzle nests selections one level deep; the product's tailor is nested after the query.
  return db
    .select({ item: cartItems, product: productColumns, tailor })
    .from(cartItems)
    .innerJoin(products, eq(cartItems.productId, products.id))
    .innerJoin(tailors, eq(products.tailorId, tailors.id))
    .$dynamic();
}

type Selected = Awaited<ReturnType<typeof selectItems>>[number];

/** A cart item as the API answers it: with its product and the product's tailor (spec §3). */
const toCartItem = ({ item, product, tailor }: Selected) => ({
  ...item,
  product: { ...product, tailor },
});

/** The cart read runs on every opening of the cart sheet: built once (server/db/prepared.ts). */
const itemsOfUser = preparedPerDb((db) =>
  selectItems(db)
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .prepare('cart_items_of_user'),
);

export async function findByUser(db: Db, userId: string) {
  const rows = await itemsOfUser(db).execute({ userId });
  return rows.map(toCartItem);
}

/** How many pieces the cart holds (the sum of quantities): one indexed aggregate, no rows. */
export async function countPieces(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ pieces: sum(cartItems.quantity).mapWith(Number) })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return row?.pieces ?? 0;
}

/**
 * What the cart's outfits would come to in kobo (price × quantity, before rush and delivery) with
 * `item` set at its quantity (an add replaces a line's quantity), and whether the outfit is made
 * by a tailor this account owns (no self-dealing, decision 045); undefined when the outfit does
 * not exist. Summed exactly in numeric; sum() answers numeric, which node-postgres gives as a
 * string.
 */
export async function cartAfterAdding(
  db: Db,
  item: { userId: string; productId: string; quantity: number },
): Promise<{ totalKobo: number; ownOutfit: boolean } | undefined> {
  const [outfit] = await db
    .select({
      kobo: sql<number>`${products.price} * ${item.quantity} * 100`.mapWith(Number),
      ownOutfit: sql<boolean>`${tailors.userId} is not distinct from ${item.userId}`,
    })
    .from(products)
    .innerJoin(tailors, eq(products.tailorId, tailors.id))
    .where(eq(products.id, item.productId));
  if (!outfit) return undefined;
  const [others] = await db
    .select({
      kobo: sql<number>`coalesce(sum(${products.price} * ${cartItems.quantity}), 0) * 100`.mapWith(
        Number,
      ),
    })
    .from(cartItems)
    .innerJoin(products, eq(cartItems.productId, products.id))
    .where(and(eq(cartItems.userId, item.userId), ne(cartItems.productId, item.productId)));
  return { totalKobo: (others?.kobo ?? 0) + outfit.kobo, ownOutfit: outfit.ownOutfit };
}

export async function findOne(db: Db, userId: string, productId: string) {
  const [row] = await selectItems(db).where(
    and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)),
  );
  return row && toCartItem(row);
}

/** One statement, so parallel adds of one outfit still leave exactly one row (unique key). */
export async function upsert(
  db: Db,
  item: { userId: string; productId: string; quantity: number },
) {
  await db
    .insert(cartItems)
    .values(item)
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity: sql`excluded.quantity` },
    });
}

export async function remove(db: Db, userId: string, productId: string): Promise<boolean> {
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .returning({ id: cartItems.id });
  return deleted.length > 0;
}

export async function removeAll(db: Db, userId: string) {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
