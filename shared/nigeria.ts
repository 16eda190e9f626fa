/**
 * Nigeria's 36 states and the Federal Capital Territory, and what Telo charges to deliver one
 * order to each (issue 13). One home for both sides: the checkout's state select, the server's
 * validation and the fee in a quote all read this table.
 *
 * Fees are in kobo (integers, as Paystack counts money). Tailors work from Lagos, Ibadan, Abuja,
 * Port Harcourt and Kano; the fee grows with the distance from the nearest hub by road.
 */
export const nigerianStates = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'FCT',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const;
export type NigerianState = (typeof nigerianStates)[number];

/** How the FCT is named in a select ("FCT" is what addresses and couriers write). */
export const nigerianStateLabels: Record<NigerianState, string> = Object.fromEntries(
  nigerianStates.map((s) => [s, s === 'FCT' ? 'FCT (Abuja)' : s]),
) as Record<NigerianState, string>;

const HUB = 2_500 * 100; // a tailor's own state or a hub city: ₦2,500
const NEAR = 3_500 * 100; // a neighbouring state: ₦3,500
const FAR = 5_000 * 100; // across the country: ₦5,000
const REMOTE = 6_500 * 100; // the far north-east and creeks: ₦6,500

/** Delivery fee per order, in kobo, by the state it goes to. */
export const deliveryFeeKoboByState: Record<NigerianState, number> = {
  Abia: NEAR,
  Adamawa: REMOTE,
  'Akwa Ibom': NEAR,
  Anambra: FAR,
  Bauchi: FAR,
  Bayelsa: NEAR,
  Benue: FAR,
  Borno: REMOTE,
  'Cross River': FAR,
  Delta: NEAR,
  Ebonyi: FAR,
  Edo: FAR,
  Ekiti: NEAR,
  Enugu: FAR,
  FCT: HUB,
  Gombe: FAR,
  Imo: NEAR,
  Jigawa: NEAR,
  Kaduna: NEAR,
  Kano: HUB,
  Katsina: NEAR,
  Kebbi: FAR,
  Kogi: NEAR,
  Kwara: NEAR,
  Lagos: HUB,
  Nasarawa: NEAR,
  Niger: NEAR,
  Ogun: NEAR,
  Ondo: NEAR,
  Osun: NEAR,
  Oyo: HUB,
  Plateau: FAR,
  Rivers: HUB,
  Sokoto: FAR,
  Taraba: REMOTE,
  Yobe: REMOTE,
  Zamfara: FAR,
};

export function isNigerianState(value: string): value is NigerianState {
  return (nigerianStates as readonly string[]).includes(value);
}
