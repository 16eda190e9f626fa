import type { Measurements } from '../../../../shared/schemas/measurement.ts';

const CM_PER_INCH = 2.54;

/** The six measurements the Sizing Guide tab shows (spec §2, Product detail). */
export const sizingRows = [
  { key: 'chest', label: 'Chest' },
  { key: 'waist', label: 'Waist' },
  { key: 'hips', label: 'Hips' },
  { key: 'shoulders', label: 'Shoulders' },
  { key: 'sleeves', label: 'Sleeves' },
  { key: 'length', label: 'Length' },
] as const;

/**
 * A saved measurement in inches, to one decimal, or '-' when it is missing. Values saved in
 * centimeters are converted, so the guide always reads in one unit.
 */
export function inInches(
  value: number | null | undefined,
  unit: Measurements['unit'] = 'inches',
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  const inches = unit === 'centimeters' ? value / CM_PER_INCH : value;
  return `${Number(inches.toFixed(1))}"`;
}
