import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { SignInDestination } from '../../../shared/sign-in-destination.ts';
import type { Db } from '../../db/client.ts';
import { authCodes, authVerifyFailures, tailors, users } from '../../db/schema/index.ts';

/** The full name asked once at first sign-in, editable later (PATCH /api/me). */
export async function setFullName(db: Db, userId: string, fullName: string) {
  await db.update(users).set({ fullName }).where(eq(users.id, userId));
}

/** An account with the id of the tailor it owns, if any (GET /api/me). */
export async function findUserWithTailor(db: Db, userId: string) {
  const [row] = await db
    .select({ user: users, tailorId: tailors.id })
    .from(users)
    .leftJoin(tailors, eq(tailors.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** The destination's codes not used yet stop working (a new one is about to be sent). */
export async function retireCodes(tx: Db, to: string, now: Date) {
  await tx
    .update(authCodes)
    .set({ usedAt: now })
    .where(and(eq(authCodes.destination, to), isNull(authCodes.usedAt)));
}

export async function insertCode(tx: Db, code: typeof authCodes.$inferInsert) {
  await tx.insert(authCodes).values(code);
}

/** The destination's newest code, locked until the caller's transaction ends. */
export async function newestCodeForUpdate(tx: Db, to: string) {
  const [row] = await tx
    .select()
    .from(authCodes)
    .where(eq(authCodes.destination, to))
    .orderBy(desc(authCodes.createdAt))
    .limit(1)
    .for('update');
  return row;
}

/** A code signed in with: it never signs in again. */
export async function useCode(tx: Db, id: string, now: Date) {
  await tx.update(authCodes).set({ usedAt: now }).where(eq(authCodes.id, id));
}

/** The wrong guesses made at a code. */
export async function setCodeAttempts(tx: Db, id: string, attempts: number) {
  await tx.update(authCodes).set({ attempts }).where(eq(authCodes.id, id));
}

/** The id of the account whose phone or email the destination is, or undefined. */
export async function accountIdOf(tx: Db, destination: SignInDestination) {
  const byDestination =
    destination.channel === 'sms'
      ? eq(users.phone, destination.to)
      : eq(users.email, destination.to);
  const [existing] = await tx.select({ id: users.id }).from(users).where(byDestination);
  return existing?.id;
}

/** A new account; answers its id. */
export async function insertAccount(tx: Db, account: typeof users.$inferInsert) {
  const [created] = await tx.insert(users).values(account).returning({ id: users.id });
  return created!.id;
}

/**
 * A guest's cart moves into the account it signs in to: the same outfit in both becomes one row
 * (the larger quantity), in the caller's transaction.
 */
export async function mergeGuestCart(tx: Db, guestId: string, accountId: string) {
  await tx.execute(sql`
    insert into cart_items (user_id, product_id, quantity, created_at)
    select ${accountId}, product_id, quantity, created_at from cart_items where user_id = ${guestId}
    on conflict (user_id, product_id)
    do update set quantity = greatest(cart_items.quantity, excluded.quantity)`);
  await tx.execute(sql`delete from cart_items where user_id = ${guestId}`);
}

/** Removes codes and failed sign-in tries made before `before`. */
export async function deleteCodesBefore(db: Db, before: Date) {
  await db.delete(authCodes).where(lt(authCodes.createdAt, before));
  await db.delete(authVerifyFailures).where(lt(authVerifyFailures.createdAt, before));
}
