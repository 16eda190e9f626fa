import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatMonthYear,
  formatTime,
  formatYear,
} from './dates.ts';

// The hand-written formats must give the day and year Intl gives in Lagos time.
const instants = [
  '2026-11-21T10:00:00.000Z',
  '2026-12-31T22:59:59.999Z', // still 31 December in Lagos
  '2026-12-31T23:00:00.000Z', // already 1 January 2027 in Lagos
  '2024-02-29T12:00:00.000Z',
  '2025-06-30T23:30:00.000Z',
  '2000-01-01T00:00:00.000Z',
  '2026-03-29T01:30:00.000Z', // Europe's clocks change; Lagos's do not
];
const longDate = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});
const year = new Intl.DateTimeFormat('en-NG', { year: 'numeric', timeZone: 'Africa/Lagos' });

describe('formatDate', () => {
  it.each(instants)('writes %s as en-NG in Lagos does', (iso) => {
    expect(formatDate(iso)).toBe(longDate.format(new Date(iso)));
  });

  it('writes nothing for a value that is no date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatYear', () => {
  it.each(instants)('gives the Lagos year of %s', (iso) => {
    expect(formatYear(iso)).toBe(year.format(new Date(iso)));
  });
});

describe('formatMonthYear', () => {
  const monthYear = new Intl.DateTimeFormat('en-NG', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Lagos',
  });
  it.each(instants)('gives the Lagos month and year of %s', (iso) => {
    expect(formatMonthYear(iso)).toBe(monthYear.format(new Date(iso)));
  });
});

describe('formatTime and formatDateTime', () => {
  const clock = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Africa/Lagos',
  });
  it.each(instants)('gives the Lagos time of %s', (iso) => {
    expect(formatTime(iso)).toBe(clock.format(new Date(iso)));
    expect(formatDateTime(iso)).toBe(`${formatDate(iso)} at ${clock.format(new Date(iso))}`);
  });
});

describe('formatDay', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it('names the weekday and short month, as a text writes a date', () => {
    expect(formatDay('2026-12-08', now)).toBe('Tue 8 Dec');
    expect(formatDay('2026-12-31T23:30:00Z', now)).toBe('Fri 1 Jan 2027');
  });
  it.each(instants)('agrees with Intl in Lagos for %s', (iso) => {
    const parts = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'Africa/Lagos',
    }).formatToParts(new Date(iso));
    const part = (type: string) => parts.find((p) => p.type === type)!.value;
    expect(formatDay(iso, new Date(iso))).toBe(
      `${part('weekday')} ${part('day')} ${part('month')}`,
    );
  });
});
