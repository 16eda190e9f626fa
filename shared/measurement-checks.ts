import { measurementFields, type MeasurementKey, type MeasurementUnit } from './catalog.ts';
import { parseMeasurement } from './measurement-rules.ts';

/**
 * Combinations no body has (issue 29): each value may lie within its own range
 * (measurement-rules.ts) while two together cannot both be right, which nearly always means a
 * tape in the wrong place or a number typed into the wrong box. These are flags for the shopper
 * to measure again, not refusals: a body outside them is rare, and the tailor sees the numbers.
 * Each rule compares in inches with room to spare, so an unusual body is not flagged.
 */
type Rule = {
  keys: [MeasurementKey, MeasurementKey];
  /** True when the pair is impossible; values in inches. */
  impossible: (a: number, b: number) => boolean;
  message: string;
};

const rules: Rule[] = [
  {
    keys: ['waist', 'chest'],
    impossible: (waist, chest) => waist > chest + 10,
    message: 'Waist is far larger than chest: measure both again, the tape level all round.',
  },
  {
    keys: ['neck', 'chest'],
    impossible: (neck, chest) => neck > chest * 0.6,
    message: 'Neck is more than half of chest: measure your neck where a collar sits.',
  },
  {
    keys: ['shoulders', 'chest'],
    impossible: (shoulders, chest) => shoulders > chest * 0.7,
    message:
      'Shoulders are measured across the back, from one shoulder tip to the other, not around.',
  },
  {
    keys: ['bicep', 'chest'],
    impossible: (bicep, chest) => bicep > chest * 0.6,
    message: 'Bicep is more than half of chest: measure around one upper arm only.',
  },
  {
    keys: ['forearm', 'bicep'],
    impossible: (forearm, bicep) => forearm > bicep + 1,
    message: 'Forearm is larger than bicep: the upper arm is the fuller one. Measure both again.',
  },
  {
    keys: ['calf', 'thigh'],
    impossible: (calf, thigh) => calf > thigh + 1,
    message: 'Calf is larger than thigh: the thigh is the fuller one. Measure both again.',
  },
  {
    keys: ['thigh', 'hips'],
    impossible: (thigh, hips) => thigh > hips * 0.9,
    message: 'Thigh is nearly as large as hips: measure around one thigh only.',
  },
  {
    keys: ['inseam', 'length'],
    impossible: (inseam, length) => inseam > length + 20,
    message:
      'Inseam is far longer than the outfit length: length runs from the shoulder to the hem.',
  },
];

export type ImplausibleCombination = { keys: [MeasurementKey, MeasurementKey]; message: string };

const CM_PER_INCH = 2.54;

/** The flags for these values (blank or unreadable values are not compared). */
export function implausibleCombinations(
  values: Partial<Record<MeasurementKey, string | number | null>>,
  unit: MeasurementUnit,
): ImplausibleCombination[] {
  const inches = (key: MeasurementKey) => {
    const raw = values[key];
    const n = raw === null || raw === undefined || raw === '' ? NaN : parseMeasurement(raw);
    return unit === 'centimeters' ? n / CM_PER_INCH : n;
  };
  return rules
    .filter(({ keys: [a, b], impossible }) => {
      const [x, y] = [inches(a), inches(b)];
      return !Number.isNaN(x) && !Number.isNaN(y) && impossible(x, y);
    })
    .map(({ keys, message }) => ({ keys, message }));
}

/** Labels for a flag's two measurements ("Waist and Chest"). */
export const combinationLabel = ({ keys }: ImplausibleCombination) =>
  keys.map((k) => measurementFields.find((f) => f.key === k)!.label).join(' and ');
