import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { droppedGuestText, eventLockedHostText, eventOrdersTailorText } from './event-lock.ts';

const site = 'https://telo.ng';

// Days of the coming months read without their year, as a text sent in late 2026 writes them.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
});
afterAll(() => {
  vi.useRealTimers();
});

describe('aso-ebi lock texts', () => {
  it('a tailor gets one text for all her orders of the event, with the due day and her tab', () => {
    expect(
      eventOrdersTailorText(site, {
        eventName: 'Tolu & Kunle’s Wedding',
        count: 3,
        products: ['Agbada Grand'],
        sewBy: '2026-12-12',
      }),
    ).toBe(
      'Telo: 3 new paid aso-ebi orders for Tolu & Kunle’s Wedding (Agbada Grand), due by ' +
        'Sat 12 Dec. Accept or decline each within 48 hours in your Telo workspace, where each ' +
        "guest's cutting sheet is: https://telo.ng/dashboard?tab=aso-ebi",
    );
    expect(
      eventOrdersTailorText(site, {
        eventName: 'Mama’s 70th',
        count: 1,
        products: ['Iro and Buba'],
        sewBy: '2026-12-12',
      }),
    ).toContain(
      '1 new paid aso-ebi order for Mama’s 70th (Iro and Buba), due by Sat 12 Dec. Accept or decline it within',
    );
  });

  it('a dropped guest learns nothing was charged, and any credit came back', () => {
    expect(
      droppedGuestText({ eventName: 'Mama’s 70th', payBy: '2026-12-04', creditNaira: 0 }),
    ).toBe(
      'Telo: the aso-ebi for Mama’s 70th closed on Fri 4 Dec before your payment arrived, so ' +
        'your place has been given up. Nothing was charged to your card. If a payment reaches ' +
        'us later, it is refunded in full.',
    );
    expect(
      droppedGuestText({ eventName: 'Mama’s 70th', payBy: '2026-12-04', creditNaira: 5000 }),
    ).toContain('Nothing was charged to your card and ₦5,000 is back in your Telo credit.');
  });

  it('the host gets what the lock did and her board', () => {
    expect(
      eventLockedHostText(site, {
        eventId: 'ev1',
        eventName: 'Mama’s 70th',
        paid: 12,
        dropped: 1,
        sewBy: '2026-12-12',
      }),
    ).toBe(
      'Telo: Mama’s 70th is locked. 12 paid guests: their outfits go to their tailors now, due ' +
        'by Sat 12 Dec. 1 unpaid guest dropped and told. Your board: https://telo.ng/events/ev1',
    );
    expect(
      eventLockedHostText(site, {
        eventId: 'ev1',
        eventName: 'Mama’s 70th',
        paid: 1,
        dropped: 0,
        sewBy: '2026-12-12',
      }),
    ).not.toContain('dropped');
  });
});
