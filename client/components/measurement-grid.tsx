import { measurementFields } from '../../shared/catalog.ts';

/**
 * The 12 measurements an outfit is cut from, as a grid of label and value with its unit: one
 * home for the cutting sheets of the workspace's orders and of its aso-ebi guests, on screen and
 * on paper (four columns when printed).
 */
export function MeasurementGrid({
  measurements,
  unit,
}: {
  measurements: Record<string, number | string | null | undefined>;
  unit: 'in' | 'cm';
}) {
  return (
    <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4 print:grid-cols-4">
      {measurementFields.map(({ key, label }) => {
        const value = measurements[key];
        const present = value !== null && value !== undefined && value !== '';
        return (
          <div
            key={key}
            className="flex items-baseline justify-between gap-1 border-b border-stone-200 py-1"
          >
            <dt className="text-xs text-stone-600">{label}</dt>
            <dd className="text-sm font-semibold text-stone-900">
              {present ? `${value} ${unit}` : '-'}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
