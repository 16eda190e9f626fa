import { z } from 'zod';
import { measurementFields, measurementUnits, type MeasurementKey } from '../catalog.ts';
import { idSchema } from './common.ts';

/**
 * The largest value a human measurement can take in each unit. Anything above is a typo (or an
 * attack), not a body: a 120-inch chest is already far beyond any tailor's tape.
 */
export const measurementLimits = { inches: 120, centimeters: 305 } as const;

/** Decimal notation as a number field types it ("42", "34.5", ".5", "1e2"); not "0x10". */
const decimalText = /^-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/** The form sends strings (spec §7); numbers are accepted too. Blank means "not measured". */
const measurementValue = (label: string) =>
  z
    .union([z.string().max(20), z.number(), z.null()], { error: `${label} must be a number` })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return null;
      const n = typeof v === 'number' ? v : decimalText.test(v.trim()) ? Number(v.trim()) : NaN;
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
        return z.NEVER;
      }
      // Checked after rounding to the hundredth the column keeps, so 0.001 cannot become 0.
      const value = Math.round(n * 100) / 100;
      if (value <= 0) {
        ctx.addIssue({ code: 'custom', message: `${label} must be more than 0` });
        return z.NEVER;
      }
      if (value > measurementLimits.centimeters) {
        // The unit is not known here; the object check below gives the chosen unit's limit.
        const { inches, centimeters } = measurementLimits;
        ctx.addIssue({
          code: 'custom',
          message: `${label} must be at most ${inches} inches or ${centimeters} centimeters`,
        });
        return z.NEVER;
      }
      return value;
    });

const valueShape = Object.fromEntries(
  measurementFields.map((f) => [f.key, measurementValue(f.label)]),
) as Record<MeasurementKey, ReturnType<typeof measurementValue>>;

export const saveMeasurementsSchema = z
  .object({
    userId: idSchema,
    ...valueShape,
    unit: z
      .enum(measurementUnits, { error: 'Unit must be inches or centimeters' })
      .default('inches'),
  })
  .superRefine((m, ctx) => {
    // Field checks above bound every value; here the tighter limit of the chosen unit applies.
    const max = measurementLimits[m.unit];
    for (const { key, label } of measurementFields) {
      const v = m[key];
      if (v !== null && v > max)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `${label} must be at most ${max} ${m.unit}`,
        });
    }
  });
export type SaveMeasurements = z.input<typeof saveMeasurementsSchema>;

export const measurementsSchema = z.object({
  id: z.string(),
  userId: z.string(),
  ...(Object.fromEntries(measurementFields.map((f) => [f.key, z.number().nullable()])) as Record<
    MeasurementKey,
    z.ZodNullable<z.ZodNumber>
  >),
  unit: z.enum(measurementUnits),
  updatedAt: z.string(),
});
export type Measurements = z.infer<typeof measurementsSchema>;
