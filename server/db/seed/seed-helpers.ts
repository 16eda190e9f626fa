/**
 * Small pure helpers that keep the demo catalog deterministic: a fixed "now" that every seeded
 * date is measured from, readable slugs for ids, and name-derived UUIDs, so two runs of the seed
 * produce byte-for-byte the same catalog (and the same URLs to share or test against).
 */
import { createHash } from 'node:crypto';

/** The catalog's "today". Seeded dates are offsets from it, never from the real clock. */
export const SEED_NOW = new Date('2026-11-16T09:00:00.000Z');

const HOUR = 60 * 60 * 1000;

export function hoursBefore(hours: number, from: Date = SEED_NOW): Date {
  return new Date(from.getTime() - hours * HOUR);
}

export function daysBefore(days: number, from: Date = SEED_NOW): Date {
  return hoursBefore(days * 24, from);
}

export function daysAfter(days: number, from: Date = SEED_NOW): Date {
  return hoursBefore(-days * 24, from);
}

/** "Kano Royal Threads" → "kano-royal-threads"; "Jabi Gele & Caps" → "jabi-gele-caps". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A UUID (version-5 layout) derived from a name: the same name always gives the same id. Used
 * where an id is shown to people (an order number is its first 8 characters) or never seen.
 */
export function seedUuid(name: string): string {
  const hex = createHash('sha1').update(`telo-seed:${name}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    `${variant}${hex.slice(18, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

/** `count` decimal digits derived from a name (account and phone numbers that never change). */
export function seedDigits(name: string, count: number): string {
  const hex = createHash('sha256').update(`telo-digits:${name}`).digest('hex');
  let digits = '';
  for (let i = 0; digits.length < count; i += 2) {
    digits += (parseInt(hex.slice(i % 64, (i % 64) + 2), 16) % 10).toString();
  }
  return digits;
}
