import { Search } from 'lucide-react';
import { locations, specialties } from '../../../../shared/catalog.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Select } from '../../../components/ui/field.tsx';
import {
  tailorSortLabels,
  tailorSorts,
  type TailorSort,
} from '../../../../shared/schemas/tailor-search.ts';
import type { TailorFilters } from '../lib/tailor-filters.ts';

/** Search, location, specialty and sort for the tailor list (spec §2, Tailors). */
export function TailorFiltersBar({
  filters,
  searchText,
  onSearchTextChange,
  onChange,
  onClear,
}: {
  filters: TailorFilters;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onChange: (change: Partial<TailorFilters>) => void;
  onClear: () => void;
}) {
  return (
    <search className="grid grid-cols-2 items-end gap-x-2 gap-y-3 sm:gap-4 sm:rounded-lg sm:border sm:border-stone-200 sm:bg-white sm:p-4 sm:shadow-sm lg:grid-cols-[2fr_1fr_1fr_1fr_auto]">
      <Field label="Search tailors" className="col-span-2 lg:col-span-1">
        {({ id }) => (
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500"
            />
            <Input
              id={id}
              type="search"
              placeholder="Search tailors..."
              value={searchText}
              onChange={(e) => onSearchTextChange(e.target.value)}
              className="pl-10"
            />
          </div>
        )}
      </Field>
      <Field label="Location">
        {({ id }) => (
          <Select
            id={id}
            value={filters.location}
            onChange={(e) => onChange({ location: e.target.value })}
          >
            <option value="">All Locations</option>
            {locations.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Specialty">
        {({ id }) => (
          <Select
            id={id}
            value={filters.specialty}
            onChange={(e) => onChange({ specialty: e.target.value })}
          >
            <option value="">All Specialties</option>
            {specialties.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Sort by">
        {({ id }) => (
          <Select
            id={id}
            value={filters.sort}
            onChange={(e) => onChange({ sort: e.target.value as TailorSort })}
          >
            {tailorSorts.map((s) => (
              <option key={s} value={s}>
                {tailorSortLabels[s]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button variant="outline" onClick={onClear}>
        Clear Filters
      </Button>
    </search>
  );
}
