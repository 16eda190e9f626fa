import { measurementFields, type MeasurementKey, type MeasurementUnit } from './catalog.ts';

/**
 * The rules a measurement value obeys, shared by the form (before it sends) and the API (zod,
 * shared/schemas/measurement.ts), so both refuse the same values with the same words. Zod-free:
 * the form imports it without pulling zod into the page.
 */

const CM_PER_INCH = 2.54;

/** Decimal notation as a number field types it ("42", "34.5", ".5", "1e2"); not "0x10". */
const decimalText = /^-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/** A typed value as a number rounded to the hundredth the column keeps; NaN if it is no number. */
export function parseMeasurement(value: string | number): number {
  const n =
    typeof value === 'number' ? value : decimalText.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : NaN;
}

/**
 * A measurement's plausible range in the shopper's unit. Centimetres are the inch range
 * converted and rounded outward to whole centimetres, so the message reads "50 and 178".
 */
export function measurementRange(key: MeasurementKey, unit: MeasurementUnit) {
  const [min, max] = measurementFields.find((f) => f.key === key)!.inches;
  return unit === 'inches'
    ? { min, max }
    : { min: Math.floor(min * CM_PER_INCH), max: Math.ceil(max * CM_PER_INCH) };
}

/** "Chest must be between 20 and 70 inches" when the value is outside its range, else undefined. */
export function measurementRangeError(
  key: MeasurementKey,
  value: number,
  unit: MeasurementUnit,
): string | undefined {
  const { min, max } = measurementRange(key, unit);
  if (value >= min && value <= max) return undefined;
  const { label } = measurementFields.find((f) => f.key === key)!;
  return `${label} must be between ${min} and ${max} ${unit}`;
}
