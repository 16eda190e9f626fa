import { locations, specialties } from '../../../../shared/catalog.ts';
import { nigerianStates } from '../../../../shared/nigeria.ts';
import {
  DEFAULT_TAILOR_SORT,
  tailorSorts,
  type TailorSort,
} from '../../../../shared/schemas/tailor-search.ts';

/** What the shopper filters the tailor list by; '' means "all". */
export type TailorFilters = { q: string; location: string; specialty: string; sort: TailorSort };

export const emptyTailorFilters: TailorFilters = {
  q: '',
  location: '',
  specialty: '',
  sort: DEFAULT_TAILOR_SORT,
};

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/**
 * Reads the filters from the page URL (?q=&location=&specialty=&sort=). Values the selects do not
 * offer (an edited or outdated link) fall back to "all" rather than showing a filter the shopper
 * cannot see or undo.
 */
export function filtersFromSearchParams(params: URLSearchParams): TailorFilters {
  const location = params.get('location');
  const specialty = params.get('specialty');
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    // The demo's five cities, or a live shop's states (decision 052).
    location: isOneOf(locations, location) || isOneOf(nigerianStates, location) ? location : '',
    specialty: isOneOf(specialties, specialty) ? specialty : '',
    sort: isOneOf(tailorSorts, sort) ? sort : DEFAULT_TAILOR_SORT,
  };
}

/** The URL form of the filters: defaults are left out so a plain list keeps a plain /tailors. */
export function filtersToSearchParams(filters: TailorFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.location) params.set('location', filters.location);
  if (filters.specialty) params.set('specialty', filters.specialty);
  if (filters.sort !== DEFAULT_TAILOR_SORT) params.set('sort', filters.sort);
  return params;
}

/** Whether 'Clear Filters' would change anything: here every filter is cleared. */
export function hasClearableFilters(filters: TailorFilters): boolean {
  return filtersToSearchParams(filters).size > 0;
}
