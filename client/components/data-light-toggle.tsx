import { useDataLight } from '../lib/data-light.tsx';

/**
 * The shopper's own switch for data-light mode (decision 058), kept in a cookie for a year: the
 * server renders every next page with the smallest photos and nothing fetched ahead.
 */
export function DataLightToggle() {
  const { on, set } = useDataLight();
  return (
    <label className="mt-4 flex min-h-11 items-start gap-3 rounded-lg border border-stone-200 bg-white p-3 text-sm">
      <input
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
        checked={on}
        onChange={(event) => set(event.target.checked)}
      />
      <span>
        <span className="font-medium text-stone-900">Data-light mode</span>
        <span className="block text-stone-600">
          Smaller photos, no automatic refreshing, and each page says what it weighed. For when you
          pay for every megabyte.
        </span>
      </span>
    </label>
  );
}
