import { z } from 'zod';
import {
  measurementFields,
  measurementKeys,
  measurementUnits,
  type MeasurementKey,
} from '../../../../shared/catalog.ts';
import type { Measurements } from '../../../../shared/schemas/measurement.ts';

/**
 * What the form checks before sending: every one of the 12 values is filled in (spec §5, with its
 * exact message). Whether a value is a plausible body measurement is the server's call: its
 * answer is shown beneath the field the same way.
 */
export const measurementFormSchema = z.object({
  ...(Object.fromEntries(
    measurementFields.map((f) => [f.key, z.string().trim().min(1, f.required)]),
  ) as Record<MeasurementKey, z.ZodString>),
  unit: z.enum(measurementUnits),
});
export type MeasurementFormValues = z.infer<typeof measurementFormSchema>;

export const emptyMeasurementForm: MeasurementFormValues = {
  ...(Object.fromEntries(measurementKeys.map((k) => [k, ''])) as Record<MeasurementKey, string>),
  unit: 'inches',
};

/** Saved measurements as form values: numbers become the strings an input shows, gaps stay blank. */
export function toMeasurementFormValues(saved: Measurements): MeasurementFormValues {
  const values = { ...emptyMeasurementForm, unit: saved.unit };
  for (const key of measurementKeys) {
    const v = saved[key];
    values[key] = v === null ? '' : String(v);
  }
  return values;
}

export function isMeasurementKey(path: string): path is MeasurementKey {
  return (measurementKeys as string[]).includes(path);
}
