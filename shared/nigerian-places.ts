import { foldSearchText } from './search-text.ts';
import { nigerianStates, type NigerianState } from './nigeria.ts';

/**
 * Which states share a land border (the FCT counts as a state). Written out by hand from the map:
 * shared/nigeria.test.ts holds it symmetric, with every state present and none its own neighbour.
 */
export const neighbouringStates: Record<NigerianState, readonly NigerianState[]> = {
  Abia: ['Anambra', 'Enugu', 'Ebonyi', 'Cross River', 'Akwa Ibom', 'Rivers', 'Imo'],
  Adamawa: ['Borno', 'Gombe', 'Taraba'],
  'Akwa Ibom': ['Abia', 'Cross River', 'Rivers'],
  Anambra: ['Abia', 'Delta', 'Enugu', 'Imo', 'Kogi'],
  Bauchi: ['Gombe', 'Jigawa', 'Kaduna', 'Kano', 'Plateau', 'Taraba', 'Yobe'],
  Bayelsa: ['Delta', 'Rivers'],
  Benue: ['Cross River', 'Ebonyi', 'Enugu', 'Kogi', 'Nasarawa', 'Taraba'],
  Borno: ['Adamawa', 'Gombe', 'Yobe'],
  'Cross River': ['Abia', 'Akwa Ibom', 'Benue', 'Ebonyi'],
  Delta: ['Anambra', 'Bayelsa', 'Edo', 'Imo', 'Ondo', 'Rivers'],
  Ebonyi: ['Abia', 'Benue', 'Cross River', 'Enugu'],
  Edo: ['Delta', 'Kogi', 'Ondo'],
  Ekiti: ['Kogi', 'Kwara', 'Ondo', 'Osun'],
  Enugu: ['Abia', 'Anambra', 'Benue', 'Ebonyi', 'Imo', 'Kogi'],
  FCT: ['Kaduna', 'Kogi', 'Nasarawa', 'Niger'],
  Gombe: ['Adamawa', 'Bauchi', 'Borno', 'Taraba', 'Yobe'],
  Imo: ['Abia', 'Anambra', 'Delta', 'Enugu', 'Rivers'],
  Jigawa: ['Bauchi', 'Kano', 'Katsina', 'Yobe'],
  Kaduna: ['Bauchi', 'FCT', 'Kano', 'Katsina', 'Nasarawa', 'Niger', 'Plateau', 'Zamfara'],
  Kano: ['Bauchi', 'Jigawa', 'Kaduna', 'Katsina'],
  Katsina: ['Jigawa', 'Kaduna', 'Kano', 'Zamfara'],
  Kebbi: ['Niger', 'Sokoto', 'Zamfara'],
  Kogi: ['Anambra', 'Benue', 'Edo', 'Ekiti', 'Enugu', 'FCT', 'Kwara', 'Nasarawa', 'Niger', 'Ondo'],
  Kwara: ['Ekiti', 'Kogi', 'Niger', 'Osun', 'Oyo'],
  Lagos: ['Ogun'],
  Nasarawa: ['Benue', 'FCT', 'Kaduna', 'Kogi', 'Plateau', 'Taraba'],
  Niger: ['FCT', 'Kaduna', 'Kebbi', 'Kogi', 'Kwara', 'Zamfara'],
  Ogun: ['Lagos', 'Ondo', 'Osun', 'Oyo'],
  Ondo: ['Delta', 'Edo', 'Ekiti', 'Kogi', 'Ogun', 'Osun'],
  Osun: ['Ekiti', 'Kwara', 'Ogun', 'Ondo', 'Oyo'],
  Oyo: ['Kwara', 'Ogun', 'Osun'],
  Plateau: ['Bauchi', 'Kaduna', 'Nasarawa', 'Taraba'],
  Rivers: ['Abia', 'Akwa Ibom', 'Bayelsa', 'Delta', 'Imo'],
  Sokoto: ['Kebbi', 'Zamfara'],
  Taraba: ['Adamawa', 'Bauchi', 'Benue', 'Gombe', 'Nasarawa', 'Plateau'],
  Yobe: ['Bauchi', 'Borno', 'Gombe', 'Jigawa'],
  Zamfara: ['Kaduna', 'Katsina', 'Kebbi', 'Niger', 'Sokoto'],
};

export const areNeighbouringStates = (a: NigerianState, b: NigerianState) =>
  neighbouringStates[a].includes(b);

/**
 * The state of towns people write as their location: the demo's five cities, every state
 * capital and the larger towns. The one city-to-state map: the application's state when it names
 * none, and migration 0025's backfill of the tailors' state (which copies it as of that day).
 */
export const townStates: Readonly<Record<string, NigerianState>> = {
  Lagos: 'Lagos',
  Ikeja: 'Lagos',
  Lekki: 'Lagos',
  Surulere: 'Lagos',
  Yaba: 'Lagos',
  Abuja: 'FCT',
  Garki: 'FCT',
  Wuse: 'FCT',
  'Port Harcourt': 'Rivers',
  Kano: 'Kano',
  Ibadan: 'Oyo',
  Ogbomosho: 'Oyo',
  Oyo: 'Oyo',
  Abeokuta: 'Ogun',
  'Ijebu Ode': 'Ogun',
  Sagamu: 'Ogun',
  Ota: 'Ogun',
  Umuahia: 'Abia',
  Aba: 'Abia',
  Yola: 'Adamawa',
  Uyo: 'Akwa Ibom',
  Awka: 'Anambra',
  Onitsha: 'Anambra',
  Nnewi: 'Anambra',
  Bauchi: 'Bauchi',
  Yenagoa: 'Bayelsa',
  Makurdi: 'Benue',
  Maiduguri: 'Borno',
  Calabar: 'Cross River',
  Asaba: 'Delta',
  Warri: 'Delta',
  Abakaliki: 'Ebonyi',
  'Benin City': 'Edo',
  Benin: 'Edo',
  'Ado Ekiti': 'Ekiti',
  Enugu: 'Enugu',
  Nsukka: 'Enugu',
  Gombe: 'Gombe',
  Owerri: 'Imo',
  Dutse: 'Jigawa',
  Kaduna: 'Kaduna',
  Zaria: 'Kaduna',
  Katsina: 'Katsina',
  'Birnin Kebbi': 'Kebbi',
  Lokoja: 'Kogi',
  Ilorin: 'Kwara',
  Lafia: 'Nasarawa',
  Minna: 'Niger',
  Akure: 'Ondo',
  Osogbo: 'Osun',
  'Ile Ife': 'Osun',
  Ife: 'Osun',
  Jos: 'Plateau',
  Sokoto: 'Sokoto',
  Jalingo: 'Taraba',
  Damaturu: 'Yobe',
  Gusau: 'Zamfara',
};

/** Towns and states by their folded names, made on first use (pages that never ask skip it). */
let folded: Map<string, NigerianState> | undefined;
function foldedPlaces() {
  folded ??= new Map<string, NigerianState>([
    ...Object.entries(townStates).map(([t, s]) => [foldSearchText(t), s] as const),
    ...nigerianStates.map((s) => [foldSearchText(s), s] as const),
  ]);
  return folded;
}

/**
 * The state a free-text location names, or undefined: "Abeokuta" is Ogun, "Surulere, Lagos" is
 * Lagos, "Ibadan North" is Oyo. Each comma part is tried whole, then its words (two-word towns
 * such as "Port Harcourt" first); a state's own name counts too ("Ogun", "Abuja FCT").
 */
export function stateOfTown(location: string): NigerianState | undefined {
  const places = foldedPlaces();
  for (const part of location.split(',')) {
    const text = foldSearchText(part);
    const whole = places.get(text);
    if (whole) return whole;
    const words = text.split(' ').filter(Boolean);
    for (let i = 0; i < words.length; i++) {
      for (const size of [3, 2, 1]) {
        const phrase = words.slice(i, i + size).join(' ');
        if (words.length - i < size) continue;
        const found = places.get(phrase);
        if (found) return found;
      }
    }
  }
  return undefined;
}
