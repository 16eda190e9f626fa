import { useUrlFilters } from '../../../lib/use-url-filters.ts';
import {
  emptyTailorFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
} from '../lib/tailor-filters.ts';

const list = {
  fromParams: filtersFromSearchParams,
  toParams: filtersToSearchParams,
  cleared: () => emptyTailorFilters,
};

/** The tailor list's filters, kept in the URL (useUrlFilters). */
export const useTailorFilters = () => useUrlFilters(list);
