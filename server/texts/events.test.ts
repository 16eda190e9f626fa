import { describe, expect, it } from 'vitest';
import { eventCancelledText, eventInviteText, eventReminderText } from './events.ts';

const site = 'https://telo.ng';
const event = { id: 'e1', name: 'Tolu & Kunle’s Wedding', payBy: '2026-12-08' };
const now = new Date('2026-11-28T12:00:00Z');

describe('aso-ebi event texts', () => {
  it('an invitation names the host, the event, the pay-by day and the full link', () => {
    expect(eventInviteText(event, 'Tolu Adeyemi', site, now)).toBe(
      'Telo: Tolu Adeyemi invites you to the aso-ebi for Tolu & Kunle’s Wedding. Choose your ' +
        'look, give your measurements and pay your share by Tue 8 Dec: https://telo.ng/events/e1',
    );
  });

  it('a reminder counts the days left, and says so on the last day', () => {
    expect(eventReminderText(event, 7, site, now)).toBe(
      'Telo: 7 days left to pay for your aso-ebi for Tolu & Kunle’s Wedding. Give your ' +
        'measurements and pay by Tue 8 Dec, or your place is let go: https://telo.ng/events/e1',
    );
    expect(eventReminderText(event, 1, site, now)).toMatch(/^Telo: 1 day left to pay/);
    expect(eventReminderText(event, 0, site, now)).toMatch(/^Telo: today is the last day to pay/);
  });

  it('a cancellation says what comes back, part by part, or that nothing was charged', () => {
    expect(eventCancelledText(event, 38500.5, 5000)).toBe(
      'Telo: the host has cancelled the aso-ebi for Tolu & Kunle’s Wedding. ₦38,500.50 back to ' +
        'your card through Paystack; ₦5,000 back to your Telo credit. We will text you when ' +
        'Paystack has processed the refund.',
    );
    expect(eventCancelledText(event, null)).toBe(
      'Telo: the host has cancelled the aso-ebi for Tolu & Kunle’s Wedding. You have not been charged.',
    );
  });
});
