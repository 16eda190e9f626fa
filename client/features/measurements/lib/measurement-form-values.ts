import {
  measurementFields,
  measurementKeys,
  type MeasurementKey,
  type MeasurementUnit,
} from '../../../../shared/catalog.ts';
import { measurementRangeError, parseMeasurement } from '../../../../shared/measurement-rules.ts';
import type { Measurements } from '../../../../shared/schemas/measurement.ts';
import type { FieldErrors, FormResolver } from '../../../lib/use-form.ts';

export type MeasurementFormValues = Record<MeasurementKey, string> & { unit: MeasurementUnit };

/**
 * What the form checks before sending: every one of the 12 values is filled in (spec §5, with its
 * exact message), is a number, and lies within a body's range in the chosen unit (the API's own
 * rule, shared/measurement-rules.ts); values are sent trimmed. Anything else the server refuses
 * is shown beneath its field the same way.
 */
export const resolveMeasurementForm: FormResolver<MeasurementFormValues, MeasurementFormValues> = (
  input,
) => {
  const values = { ...input };
  const errors: FieldErrors<MeasurementFormValues> = {};
  for (const f of measurementFields) {
    values[f.key] = input[f.key].trim();
    if (values[f.key] === '') {
      errors[f.key] = f.required;
      continue;
    }
    const value = parseMeasurement(values[f.key]);
    const problem = Number.isNaN(value)
      ? `${f.label} must be a number`
      : measurementRangeError(f.key, value, input.unit);
    if (problem) errors[f.key] = problem;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
};

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
