import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventLeftText, eventReceiptText } from './event-guests.ts';

const id = '3d20add5-0000-4000-8000-000000000001';
const event = { id: 'evt-1', name: 'Tolu & Kunle’s Wedding', payBy: '2026-12-26' };

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
});
afterAll(() => vi.useRealTimers());

describe('aso-ebi guest texts', () => {
  it('receipt: names the event, the split, when the tailor starts and links the event', () => {
    const order = {
      id,
      totalAmount: 52_000,
      paid: { card: 40_000, credit: 12_000, channel: 'card' },
      productName: 'Lace Iro and Buba',
      businessName: 'Adunni Couture',
    };
    expect(eventReceiptText('https://telo.ng', event, order, 'TELO-9')).toBe(
      'Telo receipt: Tolu & Kunle’s Wedding, order #3d20add5, Lace Iro and Buba by Adunni ' +
        'Couture, ₦52,000, paid ₦40,000 by card through Paystack + ₦12,000 Telo credit. ' +
        'Ref TELO-9. Your tailor starts when the event locks after Sat 26 Dec; until then you ' +
        'may leave with a full refund. The event: https://telo.ng/events/evt-1',
    );
  });

  it('left: the order cancelled and the money back, part by part', () => {
    expect(eventLeftText(event, id, 40_000, 12_000)).toBe(
      'Telo: you have left Tolu & Kunle’s Wedding. Order #3d20add5 is cancelled. ₦40,000 back ' +
        'to your card through Paystack; ₦12,000 back to your Telo credit. We will text you when ' +
        'Paystack has processed the refund.',
    );
    expect(eventLeftText(event, null, null)).toBe('Telo: you have left Tolu & Kunle’s Wedding.');
  });
});
