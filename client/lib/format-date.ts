/**
 * Dates as Nigerian shoppers read them ("21 November 2026"), always in Lagos time so the server,
 * the browser and the tests agree on the day. Nigeria keeps West Africa Time, UTC+1, all year
 * (no summer time), so a fixed offset is exact; written by hand because a page's first
 * `Intl.DateTimeFormat` with a time zone loads locale and zone data on the main thread (shared/numbers.ts).
 */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The date in Lagos as a UTC date (read it with getUTC…), or null when `iso` is no date. */
function inLagos(iso: string): Date | null {
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? null : new Date(time + LAGOS_OFFSET_MS);
}

export function formatDate(iso: string): string {
  const date = inLagos(iso);
  return date ? `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}` : '';
}

/** The year alone in Lagos ("2026"); a tailor who joined on 1 January 00:30 Lagos time joined that year. */
export function formatYear(iso: string): string {
  const date = inLagos(iso);
  return date ? String(date.getUTCFullYear()) : '';
}

/** The month and year in Lagos ("June 2025"), as a profile's "Member since" reads. */
export function formatMonthYear(iso: string): string {
  const date = inLagos(iso);
  return date ? `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}` : '';
}
