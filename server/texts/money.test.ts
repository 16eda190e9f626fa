import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cancelledText,
  latePaymentText,
  moneyBackLine,
  newOrderText,
  receiptText,
  refundedText,
  releasedText,
  settledByHandText,
  shopperCancelledTailorText,
} from './money.ts';

const site = 'https://telo.ng';
const id = '3d20add5-0000-4000-8000-000000000001';
const order = {
  id,
  totalAmount: 38_500,
  paid: { card: 23_500, credit: 15_000, channel: 'card' },
  productName: 'Royal Agbada',
  businessName: 'Adunni Couture',
  neededBy: '2026-12-08',
  rush: true,
  deliveryText: 'Deliver to Ada Obi, 12 Allen Avenue, Ikeja, Lagos',
};

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
});
afterAll(() => vi.useRealTimers());

describe('money texts', () => {
  it('receipt: the order, the split, the reference and a full link to follow it', () => {
    expect(receiptText(site, order, 'TELO-123')).toBe(
      'Telo receipt: order #3d20add5, Royal Agbada by Adunni Couture, ₦38,500, paid ₦23,500 by ' +
        'card through Paystack + ₦15,000 Telo credit. Ref TELO-123. We will let you know when ' +
        'the tailor starts. Follow it: https://telo.ng/orders/' +
        id,
    );
  });

  it("new order: the day as a text writes it, rush, and the workspace's full link", () => {
    const text = newOrderText(site, order);
    expect(text).toContain('needed by Tue 8 Dec (rush).');
    expect(text).toContain('Deliver to Ada Obi, 12 Allen Avenue, Ikeja, Lagos.');
    expect(text).toMatch(/measurements are: https:\/\/telo\.ng\/dashboard$/);
    expect(text).not.toContain('2026-12-08');
    expect(newOrderText(site, { ...order, neededBy: null })).toContain('Royal Agbada. Deliver');
  });

  it('money back line: each part and where it goes', () => {
    expect(moneyBackLine(23_500, 15_000)).toBe(
      ' ₦23,500 back to your card through Paystack; ₦15,000 back to your Telo credit. ' +
        'We will text you when Paystack has processed the refund.',
    );
    expect(moneyBackLine(null, 15_000)).toBe(' ₦15,000 back to your Telo credit.');
    expect(moneyBackLine(null)).toBe('');
  });

  it('cancelled: the order and its money back', () => {
    expect(cancelledText(id, 41_000.5)).toBe(
      'Telo: order #3d20add5 is cancelled. ₦41,000.50 back to your card through Paystack. ' +
        'We will text you when Paystack has processed the refund.',
    );
  });

  it('the tailor is told the shopper cancelled before she accepted', () => {
    expect(shopperCancelledTailorText({ id, productName: 'Royal Agbada' })).toBe(
      'Telo: the shopper cancelled order #3d20add5 (Royal Agbada) before you accepted it. ' +
        'No work is needed on it, and Telo refunds the shopper.',
    );
  });

  it('refunded and settled by hand: the amount with separators', () => {
    expect(refundedText(id, 45_000)).toBe(
      'Telo: your refund of ₦45,000 for order #3d20add5 has been processed.',
    );
    expect(refundedText(null, 1_250.5)).toBe('Telo: your refund of ₦1,250.50 has been processed.');
    expect(settledByHandText(id, 45_000)).toContain(
      'your refund of ₦45,000 for order #3d20add5 has been paid back to you by the Telo team.',
    );
  });

  it('a late payment is refunded in full', () => {
    expect(latePaymentText(12_000, 'TELO-9')).toBe(
      'Telo: a payment of ₦12,000 (ref TELO-9) arrived for orders that had already been paid, ' +
        'cancelled or expired. It is being refunded in full.',
    );
  });

  it("released: the tailor's amount, why, and a link to her payouts", () => {
    expect(releasedText(site, id, 30_450, 'confirmed')).toBe(
      'Telo: ₦30,450 for order #3d20add5 is now in your Telo balance (the shopper confirmed ' +
        'receiving it). It goes to your bank with your next payout: ' +
        'https://telo.ng/dashboard?tab=payouts',
    );
    expect(releasedText(site, id, 30_450, 'auto')).toContain('(no fit problem was reported)');
  });
});
