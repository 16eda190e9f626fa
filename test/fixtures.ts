/**
 * Rows for integration tests: each helper builds a row with test/factories.ts (overrides welcome),
 * inserts it and returns what was stored. Tests set up exactly the data they talk about.
 */
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client.ts';
import {
  cartItems,
  contactMessages,
  fitClaims,
  measurements,
  orders,
  products,
  tailorApplications,
  tailorFollows,
  tailors,
  users,
  wishlistItems,
} from '../server/db/schema/index.ts';
import {
  buildOrder,
  buildProduct,
  buildTailor,
  buildUser,
  type NewOrder,
  type NewProduct,
  type NewTailor,
  type NewUser,
} from './factories.ts';

/** The spec's placeholder shopper, whom every request acts for. */
export const USER1 = 'user1';

export async function insertUser(db: Db, overrides: Partial<NewUser> = {}) {
  const [row] = await db.insert(users).values(buildUser(overrides)).returning();
  return row!;
}

/** The placeholder shopper `user1` (spec §6). */
export function insertUser1(db: Db, overrides: Partial<NewUser> = {}) {
  return insertUser(db, { id: USER1, username: USER1, email: 'user1@example.ng', ...overrides });
}

/** A tailor with its own user account (each tailor is tied to one user). */
export async function insertTailor(db: Db, overrides: Partial<NewTailor> = {}) {
  const user = await insertUser(db);
  const [row] = await db.insert(tailors).values(buildTailor(user.id, overrides)).returning();
  return row!;
}

export async function insertProduct(db: Db, tailorId: string, overrides: Partial<NewProduct> = {}) {
  const [row] = await db.insert(products).values(buildProduct(tailorId, overrides)).returning();
  return row!;
}

/** An order of `product` (made by its tailor) for `userId`, priced at the product's price. */
export async function insertOrder(
  db: Db,
  userId: string,
  product: { id: string; tailorId: string; price: number },
  overrides: Partial<NewOrder> = {},
) {
  const ref = {
    userId,
    tailorId: product.tailorId,
    productId: product.id,
    totalAmount: product.price,
  };
  const [row] = await db.insert(orders).values(buildOrder(ref, overrides)).returning();
  return row!;
}

/** Empties the tables a test writes to, children first, so the next test starts clean. */
export async function clearShopperData(db: Db) {
  // The ledger is append-only (a trigger refuses DELETE); TRUNCATE is the test's way to start over.
  await db.execute(sql`truncate ledger_entries, ledger_transactions`);
  await db.delete(fitClaims);
  await db.delete(tailorFollows);
  await db.delete(wishlistItems);
  await db.delete(cartItems);
  await db.delete(measurements);
  await db.delete(orders);
  await db.delete(tailorApplications);
  await db.delete(contactMessages);
}

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/**
 * Asserts an error answer has the one body of design §5: JSON with a `message` string, and
 * nothing of the server's insides (no stack trace, no SQL, no file paths).
 */
export function expectApiError(res: Answer, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as { message?: unknown; stack?: unknown };
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(0);
  expect(body.stack).toBeUndefined();
  expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|\/work\/|select |insert into/i);
  return body as { message: string; issues?: { path: string; message: string }[] };
}

/** The field paths named by a 400 answer's issues, each once, in order. */
export function issuePaths(res: Answer): string[] {
  const body = expectApiError(res, 400);
  expect(Array.isArray(body.issues), 'a 400 for invalid input lists its issues').toBe(true);
  for (const issue of body.issues!) expect(typeof issue.message).toBe('string');
  return [...new Set(body.issues!.map((i) => i.path))];
}

/** ISO-8601 timestamps as JSON answers carry them. */
export const isoTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
