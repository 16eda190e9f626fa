import { describe, expect, it } from 'vitest';
import { formatNaira, formatNairaExact, fromKobo, toKobo } from './money.ts';
import { countOf, formatRating, groupThousands } from './numbers.ts';

// The hand-written formats must read exactly as the browser's own en-NG formats would.
const samples = [
  0, 1, 7, 999, 1000, 8000, 12_500, 45_000, 450_000, 1_000_000, 100_000, 12_345_678, 999.5, 1234.4,
  -5, -45_000,
];

describe('groupThousands', () => {
  it.each(samples)('writes %d as en-NG does', (value) => {
    expect(groupThousands(value)).toBe(
      new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 }).format(value),
    );
  });
});

describe('formatNaira', () => {
  const naira = new Intl.NumberFormat('en-NG', {
    style: 'currency',
    currency: 'NGN',
    maximumFractionDigits: 0,
  });
  it.each(samples)('writes %d as en-NG NGN does', (amount) => {
    expect(formatNaira(amount)).toBe(naira.format(amount));
  });
});

describe('kobo (issue 13)', () => {
  it('converts naira to integer kobo and back without floating-point drift', () => {
    expect(toKobo(19.99)).toBe(1999);
    expect(toKobo(38500.5)).toBe(3850050);
    expect(fromKobo(12850050)).toBe(128500.5);
    expect(fromKobo(toKobo(0.07))).toBe(0.07);
  });

  it('writes charged amounts with their kobo', () => {
    expect(formatNairaExact(41000.5)).toBe('₦41,000.50');
    expect(formatNairaExact(45000)).toBe('₦45,000');
    expect(formatNairaExact(-2500.05)).toBe('-₦2,500.05');
  });
});

describe('formatRating', () => {
  it.each([
    [4.97, '5.0'],
    [4.95, '5.0'],
    [4.94, '4.9'],
    [4.8, '4.8'],
    [5, '5.0'],
    [0, '0.0'],
    [3.06, '3.1'],
  ])('shows %d as %s, with one decimal', (rating, shown) => {
    expect(formatRating(rating)).toBe(shown);
  });
});

describe('countOf', () => {
  it('says one in the singular and the rest in the plural, with separators', () => {
    expect(countOf(1, 'master tailor')).toBe('1 master tailor');
    expect(countOf(1204, 'master tailor')).toBe('1,204 master tailors');
    expect(countOf(0, 'order')).toBe('0 orders');
    expect(countOf(2, 'specialty', 'specialties')).toBe('2 specialties');
  });
});
