import { formatDay } from '../../shared/dates.ts';
import { formatNairaExact } from '../../shared/money.ts';

/**
 * How every text Telo sends writes a link, a day, an amount and a person's own words, so a text
 * reads the way a Nigerian shopper or tailor writes one (issue 29): a full link she can tap, "Tue
 * 8 Dec", "₦45,000", and never a doubled full stop after a quoted reason.
 */

/** A full link to one of Telo's pages: `site` is PUBLIC_URL, `path` starts with "/". */
export const link = (site: string, path: string) => `${site}${path}`;

/** A day as a text names it ("Tue 8 Dec"); a date-only value ("2026-12-08") is that day in Lagos. */
export const day = (iso: string, now?: Date) => formatDay(iso, now);

/** Naira as charged: "₦45,000", "₦41,000.50". */
export const naira = (amount: number) => formatNairaExact(amount);

/**
 * A person's own words in quotes, ending the sentence: `"Fabric is out of stock."` and
 * `"Fabric is out of stock".` are both written without a second full stop.
 */
export function quotedSentence(words: string): string {
  const trimmed = words.trim();
  return /[.!?]$/.test(trimmed) ? `"${trimmed}"` : `"${trimmed}".`;
}
