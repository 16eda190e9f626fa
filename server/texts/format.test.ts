import { describe, expect, it } from 'vitest';
import { day, link, naira, quotedSentence } from './format.ts';

describe('the texts format kit', () => {
  it('links are full, from PUBLIC_URL', () => {
    expect(link('https://telo.ng', '/orders/1')).toBe('https://telo.ng/orders/1');
  });
  it('a day as Nigerians write it in a message', () => {
    expect(day('2026-12-08', new Date('2026-11-28T12:00:00Z'))).toBe('Tue 8 Dec');
    expect(day('2027-01-08', new Date('2026-11-28T12:00:00Z'))).toBe('Fri 8 Jan 2027');
  });
  it('naira with separators, kobo only when there are any', () => {
    expect(naira(1_234_567)).toBe('₦1,234,567');
    expect(naira(41_000.5)).toBe('₦41,000.50');
  });
  it('a quoted sentence never ends in a doubled full stop', () => {
    expect(quotedSentence('Fabric is out of stock.')).toBe('"Fabric is out of stock."');
    expect(quotedSentence(' Fabric is out of stock ')).toBe('"Fabric is out of stock".');
    expect(quotedSentence('Can you wait?')).toBe('"Can you wait?"');
  });
});
