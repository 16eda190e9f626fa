import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { SignInDestination } from '../../../shared/sign-in-destination.ts';
import type { Db } from '../../db/client.ts';
import { authCodes, UNUSABLE_PASSWORD, users } from '../../db/schema/index.ts';
import { TooManyRequestsError } from '../../errors.ts';
import { queueMessage } from '../../outbox/outbox.ts';
import { CODE_RULES, codeMatches, codeMessage, generateCode, hashCode, HOUR_MS } from './codes.ts';

/** Sends of one destination (or one address) are counted under a lock on it, one at a time. */
const lockOn = (db: Db, key: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);

/** When the oldest of the last `limit` sends leaves the hour, another may be made. */
function hourlyRetry(sentAt: Date[], limit: number, now: Date): number | undefined {
  if (sentAt.length < limit) return undefined;
  const oldestCounted = sentAt[sentAt.length - limit]!;
  return (oldestCounted.getTime() + HOUR_MS - now.getTime()) / 1000;
}

async function sendsSince(db: Db, column: 'destination' | 'address', key: string, since: Date) {
  const where =
    column === 'destination' ? eq(authCodes.destination, key) : eq(authCodes.requesterAddress, key);
  const rows = await db
    .select({ createdAt: authCodes.createdAt })
    .from(authCodes)
    .where(and(where, gt(authCodes.createdAt, since)))
    .orderBy(asc(authCodes.createdAt));
  return rows.map((r) => r.createdAt);
}

/**
 * Seconds before another code may be sent to this destination from this address, or undefined
 * when one may be sent now: no second send within a minute, at most 5 an hour per destination
 * and `perAddressPerHour` (RATE_LIMIT_SIGN_IN_CODES_PER_HOUR, 20 by default) per address.
 */
async function sendRetryAfter(
  db: Db,
  to: string,
  address: string,
  perAddressPerHour: number,
  resendAfterSeconds: number,
  now: Date,
) {
  const since = new Date(now.getTime() - HOUR_MS);
  const toDestination = await sendsSince(db, 'destination', to, since);
  const last = toDestination.at(-1);
  const waits = [
    hourlyRetry(toDestination, CODE_RULES.sendsPerDestinationPerHour, now),
    last && resendAfterSeconds - (now.getTime() - last.getTime()) / 1000,
    hourlyRetry(await sendsSince(db, 'address', address, since), perAddressPerHour, now),
  ].filter((w): w is number => typeof w === 'number' && w > 0);
  return waits.length ? Math.max(...waits) : undefined;
}

/**
 * Makes a new code for the destination and puts its message in the outbox, in one transaction;
 * older codes of the destination stop working. The same whether or not an account exists: the
 * first sign-in creates it.
 */
export async function requestCode(
  db: Db,
  {
    destination,
    address,
    perAddressPerHour,
    resendAfterSeconds = CODE_RULES.resendAfterSeconds,
  }: {
    destination: SignInDestination;
    address: string;
    perAddressPerHour: number;
    /** SIGN_IN_CODE_RESEND_SECONDS; the minute of CODE_RULES unless the server says less. */
    resendAfterSeconds?: number;
  },
) {
  const now = new Date();
  await db.transaction(async (tx) => {
    await lockOn(tx, `auth-code:${destination.to}`);
    await lockOn(tx, `auth-address:${address}`);
    const wait = await sendRetryAfter(
      tx,
      destination.to,
      address,
      perAddressPerHour,
      resendAfterSeconds,
      now,
    );
    if (wait !== undefined) {
      throw new TooManyRequestsError(
        'Too many codes asked for. Wait a little, then ask for a new one.',
        wait,
      );
    }
    await tx
      .update(authCodes)
      .set({ usedAt: now })
      .where(and(eq(authCodes.destination, destination.to), isNull(authCodes.usedAt)));
    const code = generateCode();
    await tx.insert(authCodes).values({
      destination: destination.to,
      ...hashCode(code),
      expiresAt: new Date(now.getTime() + CODE_RULES.validSeconds * 1000),
      createdAt: now,
      requesterAddress: address,
    });
    await queueMessage(tx, {
      channel: destination.channel,
      to: destination.to,
      body: codeMessage(code),
    });
  });
}

export type CodeCheck =
  | { ok: true }
  | { ok: false; reason: 'none' | 'used' | 'expired' }
  | { ok: false; reason: 'wrong'; triesLeft: number }
  | { ok: false; reason: 'dead'; retryAfterSeconds: number };

/**
 * Checks a code against the destination's newest one and uses it up when it matches. Run inside
 * the sign-in transaction: the row stays locked until the session is made. A wrong try is
 * counted by the caller committing the transaction even though sign-in fails.
 */
export async function checkCode(
  tx: Db,
  {
    to,
    code,
    address,
    perAddressPerHour,
    resendAfterSeconds = CODE_RULES.resendAfterSeconds,
  }: {
    to: string;
    code: string;
    address: string;
    perAddressPerHour: number;
    resendAfterSeconds?: number;
  },
): Promise<CodeCheck> {
  const now = new Date();
  const [row] = await tx
    .select()
    .from(authCodes)
    .where(eq(authCodes.destination, to))
    .orderBy(desc(authCodes.createdAt))
    .limit(1)
    .for('update');
  if (!row) return { ok: false, reason: 'none' };
  if (row.usedAt) return { ok: false, reason: 'used' };
  const dead = async () => ({
    ok: false as const,
    reason: 'dead' as const,
    retryAfterSeconds:
      (await sendRetryAfter(tx, to, address, perAddressPerHour, resendAfterSeconds, now)) ?? 1,
  });
  if (row.attempts >= CODE_RULES.maxWrongTries) return dead();
  if (row.expiresAt <= now) return { ok: false, reason: 'expired' };
  if (!codeMatches(code, row.salt, row.codeHash)) {
    const attempts = row.attempts + 1;
    await tx.update(authCodes).set({ attempts }).where(eq(authCodes.id, row.id));
    if (attempts >= CODE_RULES.maxWrongTries) return dead();
    return { ok: false, reason: 'wrong', triesLeft: CODE_RULES.maxWrongTries - attempts };
  }
  await tx.update(authCodes).set({ usedAt: now }).where(eq(authCodes.id, row.id));
  return { ok: true };
}

/** The account of a destination, made on its first sign-in. */
export async function findOrCreateAccount(tx: Db, destination: SignInDestination) {
  const byDestination =
    destination.channel === 'sms'
      ? eq(users.phone, destination.to)
      : eq(users.email, destination.to);
  const [existing] = await tx.select({ id: users.id }).from(users).where(byDestination);
  if (existing) return { userId: existing.id, isNewAccount: false };
  const [created] = await tx
    .insert(users)
    .values({
      username: `shopper_${randomBytes(6).toString('hex')}`,
      password: UNUSABLE_PASSWORD,
      fullName: '',
      roles: ['shopper'],
      ...(destination.channel === 'sms' ? { phone: destination.to } : { email: destination.to }),
    })
    .returning({ id: users.id });
  return { userId: created!.id, isNewAccount: true };
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

/** Codes older than a day neither sign in nor count for a limit: removed at start-up. */
export async function deleteOldCodes(db: Db) {
  await db.delete(authCodes).where(lt(authCodes.createdAt, new Date(Date.now() - 24 * HOUR_MS)));
}
