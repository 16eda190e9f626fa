/**
 * Small pure helpers that keep the demo catalog deterministic: a "now" that every seeded date is
 * measured from, readable slugs for ids, and name-derived UUIDs, so two runs of the seed on one
 * day produce byte-for-byte the same catalog (and always the same URLs to share or test against).
 */
import { createHash } from 'node:crypto';

const HOUR = 60 * 60 * 1000;

/**
 * The catalog's "today": 09:00 UTC (10:00 in Lagos) of the day the database is seeded, or of the
 * day before when seeding earlier than that. Seeded dates are offsets from it, so a demo order in
 * progress is always due in the coming weeks, and every time of day stays as written.
 */
export function seedNowFor(now: Date): Date {
  const day = new Date(now);
  day.setUTCHours(9, 0, 0, 0);
  return day.getTime() > now.getTime() ? hoursBefore(24, day) : day;
}

export function hoursBefore(hours: number, from: Date): Date {
  return new Date(from.getTime() - hours * HOUR);
}

export function daysBefore(days: number, from: Date): Date {
  return hoursBefore(days * 24, from);
}

export function daysAfter(days: number, from: Date): Date {
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
