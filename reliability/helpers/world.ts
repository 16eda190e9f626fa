import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { cartItems, measurements, orders, sessions, users } from '../../server/db/schema/index.ts';
import { hashToken } from '../../server/plugins/session.ts';
import { buildCartItem, buildMeasurements, buildUser } from '../../test/factories.ts';
import {
  USER1,
  insertOrder,
  insertProduct,
  insertTailor,
  insertUser,
  insertUser1,
} from '../../test/fixtures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A signed-in session for `userId` as signing in with a code makes it: a random token in the
 * cookie, only its hash stored. (A session that is not signed in acts for the demo shopper in
 * demo mode, so these are signed in.)
 */
export async function sessionCookie(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + DAY_MS),
    signedIn: true,
  });
  return `telo_session=${token}`;
}

/** `count` extra shoppers, each with a session: load workers that verify their own writes. */
export async function insertShoppers(db: Db, count: number, prefix = 'shopper') {
  const rows = Array.from({ length: count }, (_, i) =>
    buildUser({
      id: `${prefix}-${i}`,
      username: `${prefix}-${i}`,
      email: `${prefix}-${i}@example.ng`,
    }),
  );
  await db.insert(users).values(rows);
  const shoppers: { userId: string; cookie: string }[] = [];
  for (const row of rows)
    shoppers.push({ userId: row.id!, cookie: await sessionCookie(db, row.id!) });
  return shoppers;
}

/**
 * Two real shoppers with data of their own: user1 (the placeholder every new session acts for)
 * and another shopper with a cart item, measurements and an order; a tailor with five outfits.
 */
export async function seedWorld(db: Db) {
  await insertUser1(db);
  // A sign-in number of its own: attackers try codes against it (02-cross-user).
  const other = await insertUser(db, { phone: '+2348099990002' });
  const tailor = await insertTailor(db);
  const products = [];
  for (let i = 0; i < 5; i++)
    products.push(await insertProduct(db, tailor.id, { price: 40000 + i * 5000 }));
  const user1Order = await insertOrder(db, USER1, products[0]!);
  const otherOrder = await insertOrder(db, other.id, products[1]!);
  await db
    .insert(cartItems)
    .values(buildCartItem({ userId: other.id, productId: products[2]!.id }));
  await db.insert(measurements).values(buildMeasurements(other.id, { chest: 44 }));
  return {
    tailor,
    products,
    productIds: products.map((p) => p.id),
    user1: { userId: USER1, cookie: await sessionCookie(db, USER1), orderId: user1Order.id },
    other: {
      userId: other.id,
      phone: other.phone!,
      cookie: await sessionCookie(db, other.id),
      orderId: otherOrder.id,
    },
  };
}
export type World = Awaited<ReturnType<typeof seedWorld>>;

/** Everything a shopper owns, as stored: compared before and after an attack. */
export async function ownedBy(db: Db, userId: string) {
  return {
    cart: await db
      .select()
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
      .orderBy(cartItems.id),
    measurements: await db.select().from(measurements).where(eq(measurements.userId, userId)),
    orders: await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(orders.id),
  };
}

/** Row counts of the tables a write can touch. */
export async function rowCounts(db: Db) {
  const tables = [
    'cart_items',
    'measurements',
    'orders',
    'tailor_applications',
    'contact_messages',
    'checkouts',
    'payments',
    'saved_addresses',
    'ledger_transactions',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = await db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    counts[table] = Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
  }
  return counts;
}
