import { useState, type FormEvent } from 'react';
import {
  FIT_CLAIM_CAP_KOBO,
  FIT_CLAIM_SEVERITIES,
  fitClaimSeverityLabels,
  type FitClaimSeverity,
} from '../../../../shared/schemas/fit-claims-rules.ts';
import { measurementFields } from '../../../../shared/catalog.ts';
import { formatNaira, fromKobo } from '../../../../shared/money.ts';
import type { FitClaim } from '../../../../shared/schemas/fit-claims.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Select, Textarea } from '../../../components/ui/field.tsx';
import { PhotoPicker } from '../../../components/ui/photo-picker.tsx';
import { errorIssues, errorMessage } from '../../../lib/api-issues.ts';
import { useReportFitClaim } from '../api/report-fit-claim.ts';

type Props = {
  order: { id: string; productName: string };
  onReported: (claim: FitClaim) => void;
};

const PHOTOS_MAX = 6;
const severityHints: Record<FitClaimSeverity, string> = {
  minor: 'hems, sleeves, taking in or letting out',
  major: 're-cutting panels, new trousers, remakes',
};

/**
 * Report a fit problem (the Lifetime Fit Guarantee's first step, /returns): which garment, what
 * is wrong, how big the fix is, photos, and re-taken measurements if the shopper likes.
 */
export function ReportFitClaimForm({ order, onReported }: Props) {
  const report = useReportFitClaim();
  const [garment, setGarment] = useState(order.productName);
  const [problem, setProblem] = useState('');
  const [severity, setSeverity] = useState<FitClaimSeverity>('minor');
  const [photos, setPhotos] = useState<string[]>([]);
  const [unit, setUnit] = useState<'inches' | 'centimeters'>('inches');
  const [retaken, setRetaken] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!garment.trim()) found.garment = 'Garment is required';
    if (!problem.trim()) found.problem = 'What is wrong is required';
    const values: Record<string, number> = {};
    for (const { key, label } of measurementFields) {
      const text = retaken[key]?.trim();
      if (!text) continue;
      const value = Number(text);
      if (!Number.isFinite(value) || value <= 0) found[key] = `${label} must be a number`;
      else values[key] = value;
    }
    setErrors(found);
    setRefusal(undefined);
    if (Object.keys(found).length > 0) return;
    report.mutate(
      {
        orderId: order.id,
        garment,
        problem,
        severity,
        photos,
        measurements: Object.keys(values).length > 0 ? { unit, ...values } : null,
      },
      {
        onSuccess: onReported,
        onError: (error) => {
          const issues = errorIssues(error);
          setErrors(Object.fromEntries(issues.map((i) => [i.path.split('.')[0], i.message])));
          setRefusal(errorMessage(error) ?? 'Your report could not be sent. Please try again.');
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <Field label="Which garment" error={errors.garment}>
        {(ids) => (
          <Input
            id={ids.id}
            aria-describedby={ids.describedBy}
            aria-invalid={ids.invalid}
            value={garment}
            maxLength={120}
            onChange={(e) => setGarment(e.target.value)}
          />
        )}
      </Field>
      <Field label="What is wrong" error={errors.problem}>
        {(ids) => (
          <Textarea
            id={ids.id}
            aria-describedby={ids.describedBy}
            aria-invalid={ids.invalid}
            value={problem}
            maxLength={2000}
            placeholder="Where it is too tight or too loose, by how much, what differs from what you agreed"
            onChange={(e) => setProblem(e.target.value)}
          />
        )}
      </Field>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-stone-800">How big is the fix</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {FIT_CLAIM_SEVERITIES.map((s) => (
            <label
              key={s}
              className="flex min-h-11 cursor-pointer gap-3 rounded-md border border-stone-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="severity"
                value={s}
                checked={severity === s}
                onChange={() => setSeverity(s)}
              />
              <span>
                <span className="block font-medium text-stone-900">
                  {fitClaimSeverityLabels[s]}
                </span>
                <span className="text-sm text-stone-600">
                  Covered up to {formatNaira(fromKobo(FIT_CLAIM_CAP_KOBO[s]))}: {severityHints[s]}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <PhotoPicker
        label="Photos of you wearing it"
        photos={photos}
        onChange={setPhotos}
        max={PHOTOS_MAX}
        error={errors.photos}
        hint={`Up to ${PHOTOS_MAX} photos. They help your tailor see what to fix.`}
      />
      <details className="rounded-md border border-stone-200 p-3">
        <summary className="min-h-11 cursor-pointer content-center font-medium text-stone-900">
          Add re-taken measurements (optional)
        </summary>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Field label="Unit" className="col-span-2 sm:col-span-4">
            {(ids) => (
              <Select
                id={ids.id}
                value={unit}
                onChange={(e) => setUnit(e.target.value as 'inches' | 'centimeters')}
              >
                <option value="inches">Inches</option>
                <option value="centimeters">Centimeters</option>
              </Select>
            )}
          </Field>
          {measurementFields.map(({ key, label }) => (
            <Field key={key} label={label} error={errors[key] ?? errors.measurements}>
              {(ids) => (
                <Input
                  id={ids.id}
                  aria-describedby={ids.describedBy}
                  aria-invalid={ids.invalid}
                  type="number"
                  inputMode="decimal"
                  step="0.1"
                  value={retaken[key] ?? ''}
                  onChange={(e) => setRetaken({ ...retaken, [key]: e.target.value })}
                />
              )}
            </Field>
          ))}
        </div>
      </details>
      {refusal && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          {refusal}
        </p>
      )}
      <Button type="submit" size="lg" disabled={report.isPending}>
        {report.isPending ? 'Sending report...' : 'Report fit problem'}
      </Button>
    </form>
  );
}
