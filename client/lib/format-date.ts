/**
 * Dates as Nigerian shoppers read them ("21 November 2026"), always in Lagos time so the server,
 * the browser and the tests agree on the day.
 */
const longDate = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}
