import { Link } from 'react-router';
import type { Measurements } from '../../../../shared/schemas/measurement.ts';
import { paths } from '../../../config/paths.ts';
import { inInches, sizingRows } from '../lib/sizing.ts';

/** The shopper's own key measurements, in inches, with a dash where one is missing. */
export function SizingGuide({ measurements }: { measurements: Measurements | null | undefined }) {
  return (
    <div>
      <p className="text-stone-700">
        Your tailor cuts this outfit to these measurements
        {measurements?.unit === 'centimeters' ? ' (saved in centimeters, shown in inches)' : ''}.
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {sizingRows.map(({ key, label }) => (
          <div key={key} className="rounded-lg border border-stone-200 bg-stone-50 p-3">
            <dt className="text-sm text-stone-600">{label}</dt>
            <dd className="text-lg font-semibold text-stone-900">
              {inInches(measurements?.[key], measurements?.unit)}
            </dd>
          </div>
        ))}
      </dl>
      {!measurements && (
        <p className="mt-4 text-sm text-stone-700">
          No measurements saved yet.{' '}
          <Link
            to={paths.bodyScan}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
          >
            Take your measurements
          </Link>
        </p>
      )}
    </div>
  );
}
