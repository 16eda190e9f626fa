import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authCodes, authVerifyFailures } from '../../db/schema/index.ts';
import { CODE_RULES, HOUR_MS } from './codes.ts';

/**
 * The rate limits of sign-in (decision 042), read from the rows of sends (`auth_codes`) and
 * failed verifies (`auth_verify_failures`) in PostgreSQL, so every instance counts the same.
 * Each answers the seconds to wait, or undefined when the request may go ahead.
 */

/** Counts of one key are taken under a lock on it, one request at a time (transaction-scoped). */
export const lockOn = (db: Db, key: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);

/** When the oldest of the last `limit` events leaves the hour, another may happen. */
function hourlyRetry(at: Date[], limit: number, now: Date): number | undefined {
  if (at.length < limit) return undefined;
  const oldestCounted = at[at.length - limit]!;
  return (oldestCounted.getTime() + HOUR_MS - now.getTime()) / 1000;
}

const longestWait = (waits: (number | undefined)[]) => {
  const positive = waits.filter((w): w is number => w !== undefined && w > 0);
  return positive.length ? Math.max(...positive) : undefined;
};

/**
 * Before another code is sent to `to` for `address`: one a minute and `sendsPerPairPerHour` an
 * hour per destination and address, `sendsPerDestinationPerHour` per destination from all
 * addresses, and `perAddressPerHour` (RATE_LIMIT_SIGN_IN_CODES_PER_HOUR) per address.
 */
export async function sendRetryAfter(
  db: Db,
  {
    to,
    address,
    perAddressPerHour,
    now,
    resendAfterSeconds = CODE_RULES.resendAfterSeconds,
  }: SendLimitInput,
) {
  const since = new Date(now.getTime() - HOUR_MS);
  const toDestination = await db
    .select({ createdAt: authCodes.createdAt, address: authCodes.requesterAddress })
    .from(authCodes)
    .where(and(eq(authCodes.destination, to), gt(authCodes.createdAt, since)))
    .orderBy(asc(authCodes.createdAt));
  const fromPair = toDestination.filter((s) => s.address === address).map((s) => s.createdAt);
  const fromAddress = await db
    .select({ createdAt: authCodes.createdAt })
    .from(authCodes)
    .where(and(eq(authCodes.requesterAddress, address), gt(authCodes.createdAt, since)))
    .orderBy(asc(authCodes.createdAt));
  const lastFromPair = fromPair.at(-1);
  return longestWait([
    lastFromPair && resendAfterSeconds - (now.getTime() - lastFromPair.getTime()) / 1000,
    hourlyRetry(fromPair, CODE_RULES.sendsPerPairPerHour, now),
    hourlyRetry(
      toDestination.map((s) => s.createdAt),
      CODE_RULES.sendsPerDestinationPerHour,
      now,
    ),
    hourlyRetry(
      fromAddress.map((s) => s.createdAt),
      perAddressPerHour,
      now,
    ),
  ]);
}

export type SendLimitInput = {
  to: string;
  address: string;
  perAddressPerHour: number;
  now: Date;
  /** SIGN_IN_CODE_RESEND_SECONDS; the minute of CODE_RULES unless the server says less. */
  resendAfterSeconds?: number;
};

/**
 * Before `address` may try another code at `to`: `failedTriesPerPairPerHour` failed verifies an
 * hour. Counted whatever the destination's codes were (none included), so the wait says nothing
 * about them. Call under `lockOn(verifyPairKey(...))`.
 */
export async function failedTriesRetryAfter(db: Db, pair: VerifyPair) {
  const since = new Date(pair.now.getTime() - HOUR_MS);
  const failures = await db
    .select({ createdAt: authVerifyFailures.createdAt })
    .from(authVerifyFailures)
    .where(
      and(
        eq(authVerifyFailures.destination, pair.to),
        eq(authVerifyFailures.requesterAddress, pair.address),
        gt(authVerifyFailures.createdAt, since),
      ),
    )
    .orderBy(asc(authVerifyFailures.createdAt));
  return longestWait([
    hourlyRetry(
      failures.map((f) => f.createdAt),
      CODE_RULES.failedTriesPerPairPerHour,
      pair.now,
    ),
  ]);
}

export type VerifyPair = { to: string; address: string; now: Date };

export const verifyPairKey = ({ to, address }: VerifyPair) => `auth-verify:${to}|${address}`;

export async function recordFailedTry(db: Db, { to, address, now }: VerifyPair) {
  await db
    .insert(authVerifyFailures)
    .values({ destination: to, requesterAddress: address, createdAt: now });
}
