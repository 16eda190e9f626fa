import { useUrlFilters } from '../../../lib/use-url-filters.ts';
import {
  clearedFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
} from '../lib/product-filters.ts';

const list = {
  fromParams: filtersFromSearchParams,
  toParams: filtersToSearchParams,
  cleared: clearedFilters,
};

/** The outfit list's filters, kept in the URL (useUrlFilters). */
export const useProductFilters = () => useUrlFilters(list);
