import { foldSearchText } from './search-text.ts';
import type { NigerianState } from './nigeria.ts';
import { areNeighbouringStates } from './nigerian-places.ts';

/**
 * What Telo charges to deliver one order, by route (issue 29): from the tailor's town and state
 * to the shopper's address. One table for both sides: the server prices the quote and the
 * checkout with it (server/modules/money/checkout/quote.ts), the checkout shows the zone's name
 * the server answered. Pickup from the workshop is free. Fees are in kobo (integers, as Paystack
 * counts money). Decision 052.
 */
export const deliveryZones = [
  'same_city',
  'same_state',
  'neighbouring_state',
  'elsewhere',
] as const;
export type DeliveryZone = (typeof deliveryZones)[number];

export const deliveryZoneFeeKobo: Record<DeliveryZone, number> = {
  same_city: 1_500 * 100,
  same_state: 2_000 * 100,
  neighbouring_state: 3_000 * 100,
  elsewhere: 5_000 * 100,
};

/** Where an order leaves from (the tailor's profile) or goes to (the shopper's address). */
export type Place = { state: NigerianState | null; town: string };

/** "Ikeja, Lagos" and "ikeja" are one town: the first comma part, folded. */
const townKey = (town: string) => foldSearchText(town.split(',')[0] ?? '');

/**
 * The zone of a route. A tailor whose state is not known yet (a profile from before states, not
 * matched by the backfill) ships as from elsewhere: the dearest zone, never a fee too low.
 */
export function deliveryZoneOf(from: Place, to: Place & { state: NigerianState }): DeliveryZone {
  if (!from.state) return 'elsewhere';
  if (from.state === to.state) {
    const town = townKey(from.town);
    return town !== '' && town === townKey(to.town) ? 'same_city' : 'same_state';
  }
  return areNeighbouringStates(from.state, to.state) ? 'neighbouring_state' : 'elsewhere';
}

/** The words the checkout shows beside the fee: "Delivery within Ogun". */
export function deliveryZoneName(
  zone: DeliveryZone | 'pickup',
  from: Place,
  to: Place | null,
): string {
  switch (zone) {
    case 'pickup':
      return 'Pickup from the workshop';
    case 'same_city':
      return `Delivery within ${from.town.split(',')[0]!.trim()}`;
    case 'same_state':
      return `Delivery within ${to?.state ?? from.state}`;
    case 'neighbouring_state':
      return `Delivery to a neighbouring state (${from.state} to ${to?.state})`;
    case 'elsewhere':
      return from.state
        ? `Delivery across Nigeria (${from.state} to ${to?.state})`
        : `Delivery across Nigeria (to ${to?.state})`;
  }
}

/** A line's delivery: its zone, the words for it and the fee in kobo. */
export function priceDelivery(
  from: Place,
  to: (Place & { state: NigerianState }) | 'pickup',
): { zone: DeliveryZone | 'pickup'; name: string; feeKobo: number } {
  if (to === 'pickup')
    return { zone: 'pickup', name: deliveryZoneName('pickup', from, null), feeKobo: 0 };
  const zone = deliveryZoneOf(from, to);
  return { zone, name: deliveryZoneName(zone, from, to), feeKobo: deliveryZoneFeeKobo[zone] };
}
