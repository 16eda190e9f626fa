import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** How long a code signs in, how many wrong tries it survives, and the send limits (issue 12). */
export const CODE_RULES = {
  validSeconds: 10 * 60,
  maxWrongTries: 5,
  resendAfterSeconds: 60,
  sendsPerDestinationPerHour: 5,
} as const;

export const HOUR_MS = 60 * 60 * 1000;

/** Six digits from the operating system's random source, leading zeros kept: 000000–999999. */
export const generateCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

/**
 * A code is kept as HMAC-SHA256 keyed by a random per-row salt. A million codes are quick to try
 * against a hash, so the hash protects little on its own: what protects a code is its 10 minutes
 * and 5 tries. The hash keeps a copy of the table from showing live codes at a glance.
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

export const codeMessage = (code: string) =>
  `Your Telo code is ${code}. It expires in ${CODE_RULES.validSeconds / 60} minutes.`;
