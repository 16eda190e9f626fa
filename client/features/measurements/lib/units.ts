import type { MeasurementUnit } from '../../../../shared/catalog.ts';

/** "in" or "cm", shown beside each value. */
export function unitAbbreviation(unit: MeasurementUnit): string {
  return unit === 'centimeters' ? 'cm' : 'in';
}
