import { canonicalCategory } from '../../../../shared/catalog.ts';
import {
  DEFAULT_PRODUCT_SORT,
  productSorts,
  type ProductSearch,
  type ProductSort,
} from '../../../../shared/schemas/product-search.ts';
import { SEARCH_MAX_LENGTH } from '../../../../shared/schemas/list-query.ts';

/** What the shopper filters the outfit list by; '' means "all". */
export type ProductFilters = { q: string; category: string; sort: ProductSort; tailor: string };

export const emptyProductFilters: ProductFilters = {
  q: '',
  category: '',
  sort: DEFAULT_PRODUCT_SORT,
  tailor: '',
};

const isSort = (value: string | null): value is ProductSort =>
  value !== null && (productSorts as readonly string[]).includes(value);

/**
 * Reads the filters from the page URL (?q=&category=&sort=&tailor=). A category is matched to
 * Telo's own spelling whatever its case ("agbada" is "Agbada"); one Telo does not have is kept
 * as given, because the spec titles the page '{category} Collection' for any category parameter,
 * and it matches no outfit, so the page shows the spec's empty state.
 */
export function filtersFromSearchParams(params: URLSearchParams): ProductFilters {
  const sort = params.get('sort');
  const category = (params.get('category') ?? '').trim().slice(0, 60);
  return {
    q: (params.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH),
    category: canonicalCategory(category) ?? category,
    sort: isSort(sort) ? sort : DEFAULT_PRODUCT_SORT,
    tailor: (params.get('tailor') ?? '').trim().slice(0, 64),
  };
}

/** The URL form of the filters: defaults are left out so the plain list keeps a plain /products. */
export function filtersToSearchParams(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.category) params.set('category', filters.category);
  if (filters.sort !== DEFAULT_PRODUCT_SORT) params.set('sort', filters.sort);
  if (filters.tailor) params.set('tailor', filters.tailor);
  return params;
}

/** 'Clear Filters' resets search, category and sort (spec §2); a tailor's list stays that tailor's. */
export function clearedFilters(filters: ProductFilters): ProductFilters {
  return { ...emptyProductFilters, tailor: filters.tailor };
}

/** Whether 'Clear Filters' would change anything (search, category or sort). */
export function hasClearableFilters(filters: ProductFilters): boolean {
  return (
    filters.q.trim() !== '' || filters.category !== '' || filters.sort !== DEFAULT_PRODUCT_SORT
  );
}

/** What the server is asked for (search-products.ts adds the page size and cursor). */
export function filtersToSearch(filters: ProductFilters): ProductSearch {
  return {
    q: filters.q.trim() || undefined,
    category: filters.category || undefined,
    tailor: filters.tailor || undefined,
    sort: filters.sort,
  };
}
