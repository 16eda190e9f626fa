import { describe, expect, it } from 'vitest';
import { moneyBackWords, paidWords } from './payment-split.ts';

describe('paidWords', () => {
  it('names each part of a split payment and where it came from', () => {
    expect(paidWords({ card: 23500, credit: 15000, channel: 'card' })).toBe(
      '₦23,500 by card through Paystack + ₦15,000 Telo credit',
    );
    expect(paidWords({ card: 38500, credit: 0, channel: 'card' })).toBe(
      '₦38,500 by card through Paystack',
    );
    expect(paidWords({ card: 0, credit: 15000, channel: 'store_credit' })).toBe(
      '₦15,000 Telo credit',
    );
    expect(paidWords({ card: 41000.5, credit: 0, channel: 'bank_transfer' })).toBe(
      '₦41,000.50 by bank transfer through Paystack',
    );
  });
  it('never shows a raw code', () => {
    for (const channel of ['card', 'bank_transfer', 'store_credit', 'qr', null]) {
      expect(paidWords({ card: 100, credit: 100, channel })).not.toMatch(/_|qr|Paystack ·/);
    }
  });
});

describe('moneyBackWords', () => {
  it('says where each part goes back', () => {
    expect(moneyBackWords({ card: 23500, credit: 15000, channel: 'card' })).toBe(
      '₦23,500 back to your card through Paystack; ₦15,000 back to your Telo credit',
    );
    expect(moneyBackWords({ card: 0, credit: 15000 })).toBe('₦15,000 back to your Telo credit');
    expect(moneyBackWords({ card: 38500, credit: 0 })).toBe(
      '₦38,500 back to your card through Paystack',
    );
  });
});
