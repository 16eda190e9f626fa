import { z } from 'zod';
import { measurementFields, measurementUnits, type MeasurementKey } from '../catalog.ts';
import { measurementRangeError, parseMeasurement } from '../measurement-rules.ts';
import { contract, type Json } from '../api/endpoint.ts';
import { measurementsApi } from '../api/measurements.ts';
import { idSchema, userParamsSchema } from './common.ts';

/** The form sends strings (spec §7); numbers are accepted too. Blank means "not measured". */
const measurementValue = (label: string) =>
  z
    .union([z.string().max(20), z.number(), z.null()], { error: `${label} must be a number` })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return null;
      // Rounded to the hundredth the column keeps before any check, so 0.001 cannot become 0.
      const value = parseMeasurement(v);
      if (Number.isNaN(value)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
        return z.NEVER;
      }
      return value;
    });

const valueShape = Object.fromEntries(
  measurementFields.map((f) => [f.key, measurementValue(f.label)]),
) as Record<MeasurementKey, ReturnType<typeof measurementValue>>;

export const saveMeasurementsSchema = z
  .object({
    /** Optional: the session's user when absent; when sent it must be theirs (403 otherwise). */
    userId: idSchema.optional(),
    ...valueShape,
    unit: z
      .enum(measurementUnits, { error: 'Unit must be inches or centimeters' })
      .default('inches'),
  })
  .superRefine((m, ctx) => {
    // Each value within the plausible range of a body, in the unit the shopper chose.
    for (const { key } of measurementFields) {
      const v = m[key];
      const message = v === null ? undefined : measurementRangeError(key, v, m.unit);
      if (message) ctx.addIssue({ code: 'custom', path: [key], message });
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
  updatedAt: z.date(),
});
export type Measurements = Json<z.output<typeof measurementsSchema>>;
/** Nothing saved yet is a normal state of a shopper, not a missing resource. */
export const savedMeasurements = measurementsSchema.nullable();
export const userParams = userParamsSchema;

export const measurementsContract = contract(measurementsApi, {
  ofUser: {
    summary:
      "The shopper's saved measurements, or null when none are saved yet (403 someone else's)",
    params: userParams,
    response: savedMeasurements,
  },
  save: {
    summary: "Saves the shopper's measurements, replacing the ones saved before",
    body: saveMeasurementsSchema,
    response: measurementsSchema,
  },
});
