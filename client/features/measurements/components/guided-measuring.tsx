import { AlertTriangle, ArrowLeft, ArrowRight, CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { measurementFields, type MeasurementUnit } from '../../../../shared/catalog.ts';
import {
  combinationLabel,
  implausibleCombinations,
} from '../../../../shared/measurement-checks.ts';
import { measurementRangeError, parseMeasurement } from '../../../../shared/measurement-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Select } from '../../../components/ui/field.tsx';
import type { ActingUserId } from '../../../lib/current-user.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useMeasurements } from '../api/get-measurements.ts';
import { useSaveMeasurements } from '../api/save-measurements.ts';
import {
  emptyMeasurementForm,
  toMeasurementFormValues,
  type MeasurementFormValues,
} from '../lib/measurement-form-values.ts';
import { measuringGuide } from '../lib/measuring-guide.ts';
import { unitAbbreviation } from '../lib/units.ts';
import { MeasureFigure } from './measure-figure.tsx';

const REVIEW = measurementFields.length;

/** A step's problem: blank, not a number, or outside a body's range in this unit. */
function stepError(values: MeasurementFormValues, index: number): string | undefined {
  const field = measurementFields[index]!;
  const typed = values[field.key].trim();
  if (typed === '') return field.required;
  const value = parseMeasurement(typed);
  if (Number.isNaN(value)) return `${field.label} must be a number`;
  return measurementRangeError(field.key, value, values.unit);
}

/**
 * Guided measuring (issue 29), the live shop's way to measure: one measurement at a time, each
 * with a drawing of where the tape goes and one line saying so; then every value on one screen,
 * with the combinations no body has flagged to measure again before saving. Nothing is scanned
 * and nothing claims an accuracy: the numbers are the shopper's own, sent with every order.
 */
export function GuidedMeasuring({
  userId,
  returnLink,
}: {
  userId: ActingUserId;
  /** Where to go once saved (back to checkout), beside "Browse Outfits". */
  returnLink?: ReactNode;
}) {
  const { data: saved } = useMeasurements(userId);
  const save = useSaveMeasurements();
  // Saved values fill the steps until the shopper types (as the form does, spec §5).
  const [typed, setTyped] = useState<MeasurementFormValues | null>(null);
  const values = typed ?? (saved ? toMeasurementFormValues(saved) : emptyMeasurementForm);
  const [step, setStep] = useState(0);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), [step, done]);

  const unit = unitAbbreviation(values.unit);
  const change = (next: Partial<MeasurementFormValues>) => {
    setError(undefined);
    setTyped({ ...values, ...next });
  };
  const goTo = (index: number) => {
    setError(undefined);
    setStep(index);
  };
  const next = () => {
    const problem = stepError(values, step);
    if (problem) return setError(problem);
    goTo(step + 1);
  };

  async function onSave() {
    const first = measurementFields.findIndex((_, i) => stepError(values, i));
    if (first >= 0) {
      setStep(first);
      setError(stepError(values, first));
      return;
    }
    const body = { ...values };
    for (const f of measurementFields) body[f.key] = values[f.key].trim();
    try {
      await save.mutateAsync(typeof userId === 'string' ? { userId, ...body } : body);
    } catch {
      notifyError('Error', 'Failed to save measurements');
      return;
    }
    setDone(true);
  }

  if (done) {
    return (
      <div className="text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-brand-700" />
        <h2 ref={heading} tabIndex={-1} className="mt-3 text-2xl font-bold text-stone-900">
          Measurements saved
        </h2>
        <p className="mx-auto mt-2 max-w-md text-stone-700">
          Your 12 measurements go with every order, so each tailor cuts your outfit to them. You can
          change them here or in your profile at any time.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          {returnLink}
          <Button
            variant="outline"
            onClick={() => {
              setDone(false);
              goTo(REVIEW);
            }}
          >
            Review my measurements
          </Button>
        </div>
      </div>
    );
  }

  if (step === REVIEW) {
    const flags = implausibleCombinations(values, values.unit);
    return (
      <div>
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-stone-900">
          Check your measurements
        </h2>
        {flags.length > 0 && (
          <div role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
            <p className="flex items-center gap-2 font-semibold text-amber-900">
              <AlertTriangle aria-hidden="true" className="size-5" />
              {flags.length === 1
                ? 'One pair of numbers looks wrong'
                : `${flags.length} pairs of numbers look wrong`}
            </p>
            <ul className="mt-2 space-y-1 text-sm text-amber-900">
              {flags.map((flag) => (
                <li key={flag.keys.join()}>
                  <strong>{combinationLabel(flag)}:</strong> {flag.message}
                </li>
              ))}
            </ul>
          </div>
        )}
        <ul
          aria-label="Your measurements"
          className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3"
        >
          {measurementFields.map((field, index) => (
            <li
              key={field.key}
              className="flex items-center justify-between rounded-md border border-stone-200 px-3 py-2"
            >
              <div>
                <p className="text-sm text-stone-600">{field.label}</p>
                <p className="font-semibold text-stone-900">
                  {values[field.key].trim() || '—'} {unit}
                </p>
              </div>
              <Button variant="ghost" onClick={() => goTo(index)}>
                Change<span className="sr-only"> {field.label}</span>
              </Button>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button variant="outline" onClick={() => goTo(REVIEW - 1)}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back
          </Button>
          <Button size="lg" onClick={onSave} disabled={save.isPending}>
            {save.isPending ? 'Saving...' : flags.length > 0 ? 'Save anyway' : 'Save Measurements'}
          </Button>
        </div>
      </div>
    );
  }

  const field = measurementFields[step]!;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
    >
      <p className="text-sm font-medium text-brand-700">
        Step {step + 1} of {REVIEW}
      </p>
      <h2 ref={heading} tabIndex={-1} className="mt-1 text-2xl font-bold text-stone-900">
        {field.label}
      </h2>
      <div className="mt-4 flex items-start gap-4">
        <MeasureFigure measurement={field.key} />
        <div className="min-w-0 flex-1 space-y-4">
          <p className="text-stone-800">{measuringGuide[field.key].where}</p>
          <Field label={`${field.label} (${unit})`} error={error}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                type="number"
                step="0.1"
                inputMode="decimal"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                value={values[field.key]}
                onChange={(event) => change({ [field.key]: event.target.value })}
              />
            )}
          </Field>
          {step === 0 && (
            <Field label="Unit">
              {({ id }) => (
                <Select
                  id={id}
                  value={values.unit}
                  onChange={(event) => change({ unit: event.target.value as MeasurementUnit })}
                >
                  <option value="inches">Inches</option>
                  <option value="centimeters">Centimeters</option>
                </Select>
              )}
            </Field>
          )}
        </div>
      </div>
      <div className="mt-6 flex gap-3">
        <Button variant="outline" disabled={step === 0} onClick={() => goTo(step - 1)}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back
        </Button>
        <Button type="submit" className="flex-1 sm:flex-none">
          Next
          <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </form>
  );
}
