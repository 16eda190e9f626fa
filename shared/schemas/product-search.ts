import { PAGE_LIMIT_MAX, toQueryString } from './list-query.ts';

/**
 * The zod-free half of product-list.ts: sorts, labels and the search the list page asks for, which
 * the browser imports without pulling zod into its first view (issue #5 byte budgets).
 */

/** The outfit list's sort orders (spec §2 Products), keyed by their query-string value. */
export const productSorts = ['name', 'price_asc', 'price_desc', 'rating'] as const;
export type ProductSort = (typeof productSorts)[number];
export const DEFAULT_PRODUCT_SORT: ProductSort = 'name';

/**
 * Every order the server pages by: the select's four, and 'created', the plain list's catalog
 * order (createdAt, then id), so the home page can ask for its first 4 outfits without fetching
 * the whole plain list. Not an option of the select.
 */
export const productListSorts = [...productSorts, 'created'] as const;
export type ProductListSort = (typeof productListSorts)[number];

/** The spec's exact option labels. */
export const productSortLabels: Record<ProductSort, string> = {
  name: 'Name A-Z',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
  rating: 'Highest Rated',
};

/** What the outfit list page asks for; the cursor is added page by page. */
export type ProductSearch = {
  q?: string;
  category?: string;
  tailor?: string;
  sort?: ProductListSort;
  limit?: number;
};

/** Same search, same key: blank values dropped, the default sort and page size made explicit. */
export function normalizeProductSearch(
  search: ProductSearch,
): Required<Pick<ProductSearch, 'sort' | 'limit'>> & ProductSearch {
  const normalized: Required<Pick<ProductSearch, 'sort' | 'limit'>> & ProductSearch = {
    sort: search.sort ?? DEFAULT_PRODUCT_SORT,
    limit: search.limit ?? PAGE_LIMIT_MAX,
  };
  const q = search.q?.trim();
  if (q) normalized.q = q;
  if (search.category) normalized.category = search.category;
  if (search.tailor) normalized.tailor = search.tailor;
  return normalized;
}

/** The query of one page; always carries `limit`, so the server answers a page. */
export function productPageQuery(search: ProductSearch, cursor?: string | null) {
  const { q, category, tailor, sort, limit } = normalizeProductSearch(search);
  return { q, category, tailor, sort, limit, cursor: cursor ?? undefined };
}

/** The same as a query string, in the same order. */
export const productPageQueryString = (search: ProductSearch, cursor?: string | null) =>
  toQueryString(productPageQuery(search, cursor));
