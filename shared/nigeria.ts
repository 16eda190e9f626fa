/**
 * Nigeria's 36 states and the Federal Capital Territory (issues 13 and 29). One home for both
 * sides: the checkout's and the application's state selects, the server's validation and the
 * tailor filter read this list; which states border which and the state of a town are
 * shared/nigerian-places.ts (kept apart so pages that only list states do not carry them).
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

export function isNigerianState(value: string): value is NigerianState {
  return (nigerianStates as readonly string[]).includes(value);
}
