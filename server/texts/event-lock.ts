import { day, link, naira } from './format.ts';

/**
 * The texts an aso-ebi event's lock sends (issue 32 item 5, decision 054): to each tailor, one
 * text per event for all her new orders (a tailor with forty guests gets one text, not forty);
 * to each guest dropped unpaid; and to the host, what the lock did.
 */

/** Where a tailor finds her event orders grouped with each guest's cutting sheet. */
export const ASO_EBI_TAB_PATH = '/dashboard?tab=aso-ebi';

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

export const eventOrdersTailorText = (
  site: string,
  o: { eventName: string; count: number; products: string[]; sewBy: string },
) =>
  `Telo: ${plural(o.count, 'new paid aso-ebi order')} for ${o.eventName} ` +
  `(${o.products.join(', ')}), due by ${day(o.sewBy)}. Accept or decline ` +
  `${o.count === 1 ? 'it' : 'each'} within 48 hours in your Telo workspace, where each guest's ` +
  `cutting sheet is: ${link(site, ASO_EBI_TAB_PATH)}`;

/** `creditNaira`: store credit the guest's unpaid order had taken, given back to her account. */
export const droppedGuestText = (o: { eventName: string; payBy: string; creditNaira: number }) =>
  `Telo: the aso-ebi for ${o.eventName} closed on ${day(o.payBy)} before your payment ` +
  `arrived, so your place has been given up. Nothing was charged to your card` +
  (o.creditNaira > 0 ? ` and ${naira(o.creditNaira)} is back in your Telo credit.` : '.') +
  ` If a payment reaches us later, it is refunded in full.`;

export const eventLockedHostText = (
  site: string,
  o: { eventId: string; eventName: string; paid: number; dropped: number; sewBy: string },
) =>
  `Telo: ${o.eventName} is locked. ${plural(o.paid, 'paid guest')}: their outfits go to their ` +
  `tailors now, due by ${day(o.sewBy)}. ` +
  (o.dropped > 0 ? `${plural(o.dropped, 'unpaid guest')} dropped and told. ` : '') +
  `Your board: ${link(site, `/events/${o.eventId}`)}`;
