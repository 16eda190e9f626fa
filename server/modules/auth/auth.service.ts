import { randomBytes } from 'node:crypto';
import type { SignInDestination } from '../../../shared/sign-in-destination.ts';
import type { Db } from '../../db/client.ts';
import { UNUSABLE_PASSWORD } from '../../db/schema/index.ts';
import { TooManyRequestsError } from '../../errors.ts';
import { queueMessage } from '../../outbox/outbox.ts';
import { mergeGuestFavourites } from '../favourites/favourites.repository.ts';
import * as repo from './auth.repository.ts';
import { codeMessage } from '../../texts/sign-in.ts';
import { CODE_RULES, codeMatches, generateCode, hashCode, HOUR_MS } from './codes.ts';
import {
  failedTriesRetryAfter,
  lockOn,
  recordFailedTry,
  sendRetryAfter,
  verifyPairKey,
} from './sign-in-limits.ts';

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
    now,
    resendAfterSeconds = CODE_RULES.resendAfterSeconds,
  }: {
    destination: SignInDestination;
    address: string;
    perAddressPerHour: number;
    now: Date;
    /** SIGN_IN_CODE_RESEND_SECONDS; the minute of CODE_RULES unless the server says less. */
    resendAfterSeconds?: number;
  },
) {
  await db.transaction(async (tx) => {
    await lockOn(tx, `auth-code:${destination.to}`);
    await lockOn(tx, `auth-address:${address}`);
    const wait = await sendRetryAfter(tx, {
      to: destination.to,
      address,
      perAddressPerHour,
      resendAfterSeconds,
      now,
    });
    if (wait !== undefined) {
      throw new TooManyRequestsError(
        'Too many codes asked for. Wait a little, then ask for a new one.',
        wait,
      );
    }
    await repo.retireCodes(tx, destination.to, now);
    const code = generateCode();
    await repo.insertCode(tx, {
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
  /** Why is not told (decision 042): no code, a used, expired, dead or wrong one read alike. */
  | { ok: false; reason: 'refused' }
  /** This address has had its failed tries at this destination for the hour. */
  | { ok: false; reason: 'limited'; retryAfterSeconds: number };

/**
 * Checks a code against the destination's newest one and uses it up when it matches. Run inside
 * the sign-in transaction: the row stays locked until the session is made. A failed try is
 * recorded, and a wrong guess counted on the code, by the caller committing the transaction even
 * though sign-in fails.
 */
export async function checkCode(
  tx: Db,
  { to, code, address, now }: { to: string; code: string; address: string; now: Date },
): Promise<CodeCheck> {
  const pair = { to, address, now };
  await lockOn(tx, verifyPairKey(pair));
  const wait = await failedTriesRetryAfter(tx, pair);
  if (wait !== undefined) return { ok: false, reason: 'limited', retryAfterSeconds: wait };
  const row = await repo.newestCodeForUpdate(tx, to);
  const live =
    row && !row.usedAt && row.expiresAt > now && row.attempts < CODE_RULES.wrongGuessesPerCode;
  if (live && codeMatches(code, row.salt, row.codeHash)) {
    await repo.useCode(tx, row.id, now);
    return { ok: true };
  }
  // Only a guess at a live code uses up one of its wrongGuessesPerCode: a dead one teaches nothing.
  if (live) await repo.setCodeAttempts(tx, row.id, row.attempts + 1);
  await recordFailedTry(tx, pair);
  return { ok: false, reason: 'refused' };
}

export type SignIn =
  | Exclude<CodeCheck, { ok: true }>
  | { ok: true; userId: string; isNewAccount: boolean; tokenHash: string };

/**
 * Sign-in with a code, in one transaction: the code is checked (a failed try still commits, so it
 * counts), the destination's account found or made, a guest's cart and favourites moved into it,
 * and the session replaced by one for the account (`replaceSession`, the session plugin's work:
 * a token someone saw before sign-in is worthless after it).
 */
export async function signInWithCode(
  db: Db,
  {
    destination,
    code,
    address,
    now,
    guestId,
    replaceSession,
  }: {
    destination: SignInDestination;
    code: string;
    address: string;
    now: Date;
    /** The guest the browser acted for before, whose cart and favourites follow it. */
    guestId: string | null;
    /** Ends the old session and starts the account's; answers the new token's hash. */
    replaceSession: (tx: Db, userId: string) => Promise<string>;
  },
): Promise<SignIn> {
  return db.transaction(async (tx) => {
    const check = await checkCode(tx, { to: destination.to, code, address, now });
    if (!check.ok) return check;
    const account = await findOrCreateAccount(tx, destination);
    if (guestId !== null) {
      await repo.mergeGuestCart(tx, guestId, account.userId);
      await mergeGuestFavourites(tx, guestId, account.userId);
    }
    const tokenHash = await replaceSession(tx, account.userId);
    return { ...check, ...account, tokenHash };
  });
}

/** The account of a destination, made on its first sign-in. */
export async function findOrCreateAccount(tx: Db, destination: SignInDestination) {
  const existing = await repo.accountIdOf(tx, destination);
  if (existing) return { userId: existing, isNewAccount: false };
  const created = await repo.insertAccount(tx, {
    username: `shopper_${randomBytes(6).toString('hex')}`,
    password: UNUSABLE_PASSWORD,
    fullName: '',
    roles: ['shopper'],
    ...(destination.channel === 'sms' ? { phone: destination.to } : { email: destination.to }),
  });
  return { userId: created, isNewAccount: true };
}

/** Codes and failed tries older than a day neither sign in nor count for a limit: removed at start-up. */
export async function deleteOldCodes(db: Db) {
  const dayAgo = new Date(Date.now() - 24 * HOUR_MS);
  await repo.deleteCodesBefore(db, dayAgo);
}
