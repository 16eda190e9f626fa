import { measurementFields, type MeasurementUnit } from '../../../../shared/catalog.ts';
import { unitAbbreviation } from '../lib/units.ts';

type MeasurementsGridProps = {
  /** Saved measurements or an order's snapshot: any of the 12 values may be missing. */
  values: Partial<Record<string, number | string | null>>;
  unit: MeasurementUnit;
};

/** The 12 values read-only, with a dash where one is missing (spec §2, Profile). */
export function MeasurementsGrid({ values, unit }: MeasurementsGridProps) {
  const abbreviation = unitAbbreviation(unit);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {measurementFields.map(({ key, label }) => {
        const value = values[key];
        const present = value !== null && value !== undefined && value !== '';
        return (
          <div key={key} className="rounded-md border border-stone-200 bg-stone-50 px-3 py-2">
            <dt className="text-sm text-stone-600">{label}</dt>
            <dd className="text-lg font-semibold text-stone-900">
              {present ? (
                <>
                  {value} <span className="text-sm font-normal text-stone-600">{abbreviation}</span>
                </>
              ) : (
                '-'
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
