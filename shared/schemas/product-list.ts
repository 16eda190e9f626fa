import { z } from 'zod';
import {
  filterTextSchema,
  pageCursorSchema,
  pageLimitSchema,
  pageSchema,
  searchTextSchema,
} from './list-page.ts';
import { productSchema } from './product.ts';

export {
  DEFAULT_PRODUCT_SORT,
  normalizeProductSearch,
  productListSorts,
  productPageQueryString,
  productSortLabels,
  productSorts,
} from './product-search.ts';
export type { ProductListSort, ProductSearch, ProductSort } from './product-search.ts';
import { productListSorts } from './product-search.ts';

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
