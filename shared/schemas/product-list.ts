import { z } from 'zod';
import { contract, type Json } from '../api/endpoint.ts';
import { productsApi } from '../api/products.ts';
import { idParamsSchema } from './common.ts';
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
  productPageQuery,
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
export type ProductPage = Json<z.output<typeof productPageSchema>>;

/** Without limit and cursor the spec's plain array; with either, one page. */
export const productListAnswer = z.union([z.array(productSchema), productPageSchema]);
export const productAnswer = productSchema;

/** Documents the answers: the catalog cache sends them as bytes, never through the serializer. */
export const productsContract = contract(productsApi, {
  list: {
    summary:
      'Outfits: the plain list (catalog order), or with limit or cursor one page with its counts',
    query: productListQuerySchema,
    response: productListAnswer,
  },
  one: {
    summary: 'One shown outfit with its tailor (404 when missing or hidden)',
    params: idParamsSchema,
    response: productAnswer,
  },
});
