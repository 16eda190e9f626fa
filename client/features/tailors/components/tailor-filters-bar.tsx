import { locations, specialties } from '../../../../shared/catalog.ts';
import { nigerianStateLabels, nigerianStates } from '../../../../shared/nigeria.ts';
import { useDemoMode } from '../../../lib/server-visitor.tsx';
import {
  ClearFiltersButton,
  FilterChoice,
  FilterSearch,
} from '../../../components/filters/filter-fields.tsx';
import { tailorSortLabels, tailorSorts } from '../../../../shared/schemas/tailor-search.ts';
import type { TailorFilters } from '../lib/tailor-filters.ts';

/**
 * Search, location, specialty and sort for the tailor list (spec §2, Tailors). On a phone each
 * control takes a row: two selects side by side cut "All Specialties" to "All Specialti".
 */
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
  // The spec's demo offers its five cities (spec §2, §9); a live shop offers Nigeria's 36 states
  // and the FCT, so a tailor in Abeokuta is found under Ogun (issue 29, decision 052). The
  // server matches either: a town as a substring, a state by its name.
  const live = useDemoMode() === false;
  return (
    <search className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 sm:gap-4 sm:rounded-lg sm:border sm:border-stone-200 sm:bg-white sm:p-4 sm:shadow-sm lg:grid-cols-[2fr_1fr_1fr_1fr_auto]">
      <FilterSearch
        label="Search tailors"
        placeholder="Search tailors..."
        value={searchText}
        onChange={onSearchTextChange}
        className="sm:col-span-2 lg:col-span-1"
      />
      {live ? (
        <FilterChoice
          label="State"
          value={filters.location}
          allLabel="All States"
          choices={nigerianStates}
          labels={nigerianStateLabels}
          onChoose={(location) => onChange({ location })}
        />
      ) : (
        <FilterChoice
          label="Location"
          value={filters.location}
          allLabel="All Locations"
          choices={locations}
          onChoose={(location) => onChange({ location })}
        />
      )}
      <FilterChoice
        label="Specialty"
        value={filters.specialty}
        allLabel="All Specialties"
        choices={specialties}
        onChoose={(specialty) => onChange({ specialty })}
      />
      <FilterChoice
        label="Sort by"
        value={filters.sort}
        choices={tailorSorts}
        labels={tailorSortLabels}
        onChoose={(sort) => onChange({ sort })}
      />
      <ClearFiltersButton onClear={onClear} />
    </search>
  );
}
