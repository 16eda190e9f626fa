import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * How long a code signs in and the limits on sending and trying codes (decision 042). Limits that
 * strangers could use up are counted per destination *and* asking address, so a stranger cannot
 * lock the owner out; the destination's own ceilings stop the many-address attacker.
 */
export const CODE_RULES = {
  validSeconds: 10 * 60,
  /** From one address to one destination: one code a minute, five an hour. */
  resendAfterSeconds: 60,
  sendsPerPairPerHour: 5,
  /**
   * To one destination from all addresses: bounds the texts a phone can be sent, and the codes a
   * guesser can have made for it, an hour. Four addresses' worth of the pair limit.
   */
  sendsPerDestinationPerHour: 20,
  /** Failed verifies from one address at one destination an hour, whatever the codes were. */
  failedTriesPerPairPerHour: 5,
  /**
   * A code dies after this many wrong guesses from all addresses together: at most 20 of the
   * 10^6 codes, a 2 × 10^-5 chance per code, and with 20 codes an hour at most 4 × 10^-4 an
   * hour (decision 042 has the sums). Four addresses' worth of the pair limit.
   */
  wrongGuessesPerCode: 20,
} as const;

export const HOUR_MS = 60 * 60 * 1000;

/** Six digits from the operating system's random source, leading zeros kept: 000000–999999. */
export const generateCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

/**
 * A code is kept as HMAC-SHA256 keyed by a random per-row salt. A million codes are quick to try
 * against a hash, so the hash protects little on its own: what protects a code is its 10 minutes
 * and its 20 wrong guesses. The hash keeps a copy of the table from showing live codes at a glance.
 */
export function hashCode(code: string) {
  const salt = randomBytes(16).toString('hex');
  return { salt, codeHash: digest(code, salt) };
}

export function codeMatches(code: string, salt: string, codeHash: string): boolean {
  const expected = Buffer.from(codeHash, 'hex');
  const actual = Buffer.from(digest(code, salt), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const digest = (code: string, salt: string) =>
  createHmac('sha256', salt).update(code).digest('hex');
