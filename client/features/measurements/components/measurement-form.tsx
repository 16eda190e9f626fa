import { useEffect } from 'react';
import { measurementFields } from '../../../../shared/catalog.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Select } from '../../../components/ui/field.tsx';
import { errorIssues } from '../../../lib/api-issues.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import type { ActingUserId } from '../../../lib/current-user.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useMeasurements } from '../api/get-measurements.ts';
import { useSaveMeasurements } from '../api/save-measurements.ts';
import {
  emptyMeasurementForm,
  isMeasurementKey,
  resolveMeasurementForm,
  toMeasurementFormValues,
  type MeasurementFormValues,
} from '../lib/measurement-form-values.ts';
import { unitAbbreviation } from '../lib/units.ts';

type MeasurementFormProps = {
  userId: ActingUserId;
  /** Called after the server has saved the values (not before, and not on failure). */
  onSaved?: (values: MeasurementFormValues) => void;
};

/** The 12 body measurements and their unit, saved with POST /api/measurements (spec §2, §5). */
export function MeasurementForm({ userId, onSaved }: MeasurementFormProps) {
  const { data: saved } = useMeasurements(userId);
  const save = useSaveMeasurements();
  const {
    values: current,
    errors,
    register,
    handleSubmit,
    reset,
    fillUntouched,
    setError,
  } = useForm({
    defaultValues: saved ? toMeasurementFormValues(saved) : emptyMeasurementForm,
    resolver: resolveMeasurementForm,
  });

  // Saved values fill the form only while the shopper has not touched it (spec §5).
  useEffect(() => {
    if (saved) fillUntouched(toMeasurementFormValues(saved));
  }, [saved, fillUntouched]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(typeof userId === 'string' ? { userId, ...values } : { ...values });
    } catch (error) {
      // A 400 names the fields the server refused (e.g. a chest of 0): show each beneath its input.
      for (const issue of errorIssues(error)) {
        if (isMeasurementKey(issue.path) || issue.path === 'unit')
          setError(issue.path, issue.message, { shouldFocus: true });
      }
      notifyError('Error', 'Failed to save measurements');
      return;
    }
    notifySuccess('Measurements saved', 'Your body measurements have been saved successfully');
    reset(values);
    onSaved?.(values);
  });

  const unit = unitAbbreviation(current.unit);

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Body measurements" className="space-y-6">
      <p className="text-sm text-stone-600">
        Measure over light clothing with a soft tape, snug but not tight. Decimals are fine, e.g.
        15.5.
      </p>
      <Field label="Unit" error={errors.unit} className="max-w-xs">
        {({ id, describedBy, invalid }) => (
          <Select
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...register('unit')}
          >
            <option value="inches">Inches</option>
            <option value="centimeters">Centimeters</option>
          </Select>
        )}
      </Field>
      <div className="grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-3 lg:grid-cols-4">
        {measurementFields.map((field) => (
          <Field key={field.key} label={field.label} error={errors[field.key]}>
            {({ id, describedBy, invalid }) => (
              <div className="relative">
                <Input
                  id={id}
                  type="number"
                  step="0.1"
                  inputMode="decimal"
                  placeholder="0.0"
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  className="[appearance:textfield] pr-10 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
                  {...register(field.key)}
                />
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-stone-500"
                >
                  {unit}
                </span>
              </div>
            )}
          </Field>
        ))}
      </div>
      <Button type="submit" size="lg" disabled={save.isPending} className="w-full sm:w-auto">
        {save.isPending ? 'Saving...' : 'Save Measurements'}
      </Button>
    </form>
  );
}
