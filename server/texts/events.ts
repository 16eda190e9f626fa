import { day, link } from './format.ts';
import { moneyBackLine } from './money.ts';

/**
 * The texts an aso-ebi event sends from the host's side (issue 32, decision 054): the invitation,
 * the reminders before the pay-by date, and the cancellation with the money each guest gets back.
 */

/** The event's own page: where a guest joins, measures and pays. */
export const eventPath = (eventId: string) => `/events/${eventId}`;

/** To a phone number the host invited. */
export const eventInviteText = (
  e: { id: string; name: string; payBy: string },
  hostName: string,
  site: string,
  now?: Date,
) =>
  `Telo: ${hostName} invites you to the aso-ebi for ${e.name}. Choose your look, give your ` +
  `measurements and pay your share by ${day(e.payBy, now)}: ${link(site, eventPath(e.id))}`;

const daysLeftWords = (days: number) =>
  days <= 0 ? 'today is the last day' : days === 1 ? '1 day left' : `${days} days left`;

/** To a guest who joined but has not measured or paid, `daysLeft` before the pay-by date. */
export const eventReminderText = (
  e: { id: string; name: string; payBy: string },
  daysLeft: number,
  site: string,
  now?: Date,
) =>
  `Telo: ${daysLeftWords(daysLeft)} to pay for your aso-ebi for ${e.name}. Give your measurements and pay by ${day(e.payBy, now)}, or your place is let go: ` +
  link(site, eventPath(e.id));

/** To every guest of an event its host cancelled before the lock: refunded in full. */
export const eventCancelledText = (
  e: { name: string },
  refundNaira: number | null,
  creditNaira = 0,
) =>
  `Telo: the host has cancelled the aso-ebi for ${e.name}.` +
  (refundNaira || creditNaira
    ? moneyBackLine(refundNaira, creditNaira)
    : ' You have not been charged.');
