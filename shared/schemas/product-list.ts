import { z } from 'zod';
import {
  filterTextSchema,
  PAGE_LIMIT_MAX,
  pageCursorSchema,
  pageLimitSchema,
  pageSchema,
  searchTextSchema,
  toQueryString,
} from './list-page.ts';
import { productSchema } from './product.ts';

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

/**
 * GET /api/products query. Without `limit` and `cursor` the answer is the spec's plain array;
 * with either, one page (`productPageSchema`). Decision 006.
 */
export const productListQuerySchema = z.object({
  /** Case-insensitive, on name or description (spec §5). */
  q: searchTextSchema.optional(),
  /** Exact category. */
  category: filterTextSchema('Category').optional(),
  /** A tailor's id: only that tailor's outfits. */
  tailor: filterTextSchema('Tailor').optional(),
  sort: z
    .enum(productListSorts, { error: `Sort must be one of: ${productListSorts.join(', ')}` })
    .optional(),
  limit: pageLimitSchema.optional(),
  cursor: pageCursorSchema.optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productPageSchema = pageSchema(productSchema);
export type ProductPage = z.infer<typeof productPageSchema>;

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

/** The query string of one page; always carries `limit`, so the server answers a page. */
export function productPageQueryString(search: ProductSearch, cursor?: string | null) {
  const { q, category, tailor, sort, limit } = normalizeProductSearch(search);
  return toQueryString({ q, category, tailor, sort, limit, cursor });
}
