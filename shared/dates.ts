/**
 * Dates as Nigerian shoppers read them ("21 November 2026"), always in Lagos time so the server,
 * the browser and the tests agree on the day. Nigeria keeps West Africa Time, UTC+1, all year
 * (no summer time), so a fixed offset is exact; written by hand because a page's first
 * `Intl.DateTimeFormat` with a time zone loads locale and zone data on the main thread (shared/numbers.ts).
 */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
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

/** Today's date in Lagos, YYYY-MM-DD: the day a pay-by, needed-by or event date is measured from. */
export const lagosToday = (now = Date.now()) =>
  new Date(now + LAGOS_OFFSET_MS).toISOString().slice(0, 10);

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

/** The time of day in Lagos on a 24-hour clock ("14:05"). */
export function formatTime(iso: string): string {
  const date = inLagos(iso);
  if (!date) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/** "27 November 2026 at 14:05", Lagos time: when a step happened. */
export function formatDateTime(iso: string): string {
  return inLagos(iso) ? `${formatDate(iso)} at ${formatTime(iso)}` : '';
}

/**
 * A day as a text message names it ("Tue 8 Dec"), with the year only when it is not the year of
 * `now` ("Fri 8 Jan 2027"), the way Nigerians write a date in a message.
 */
export function formatDay(iso: string, now: Date = new Date()): string {
  const date = inLagos(iso);
  const today = inLagos(now.toISOString());
  if (!date || !today) return '';
  const day = `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]!.slice(0, 3)}`;
  return date.getUTCFullYear() === today.getUTCFullYear() ? day : `${day} ${date.getUTCFullYear()}`;
}
