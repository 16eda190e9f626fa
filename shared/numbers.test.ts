import { describe, expect, it } from 'vitest';
import { formatNaira } from './money.ts';
import { groupThousands } from './numbers.ts';

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
