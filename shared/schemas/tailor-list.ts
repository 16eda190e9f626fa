import { z } from 'zod';
import { contract, type Json } from '../api/endpoint.ts';
import { tailorsApi } from '../api/tailors.ts';
import { idParamsSchema } from './common.ts';
import { productSchema } from './product.ts';
import {
  filterTextSchema,
  pageCursorSchema,
  pageLimitSchema,
  pageSchema,
  searchTextSchema,
} from './list-page.ts';
import { ownTailorSchema, tailorSchema } from './tailor.ts';

export {
  DEFAULT_TAILOR_SORT,
  normalizeTailorSearch,
  tailorPageQuery,
  tailorPageQueryString,
  tailorSortLabels,
  tailorSorts,
} from './tailor-search.ts';
export type { TailorSearch, TailorSort } from './tailor-search.ts';
import { tailorSorts } from './tailor-search.ts';

/**
 * GET /api/tailors query. Without `limit` and `cursor` the answer is the spec's plain array;
 * with either, one page (`tailorPageSchema`). Decision 006.
 */
export const tailorListQuerySchema = z.object({
  /** Case-insensitive, on business name or bio (spec §5). */
  q: searchTextSchema.optional(),
  /** Substring of the location, case-insensitive (spec §5). */
  location: filterTextSchema('Location').optional(),
  /** One specialty the tailor lists (spec §5: list membership). */
  specialty: filterTextSchema('Specialty').optional(),
  sort: z.enum(tailorSorts, { error: `Sort must be one of: ${tailorSorts.join(', ')}` }).optional(),
  limit: pageLimitSchema.optional(),
  cursor: pageCursorSchema.optional(),
});
export type TailorListQuery = z.infer<typeof tailorListQuerySchema>;

export const tailorPageSchema = pageSchema(tailorSchema);
export type TailorPage = Json<z.output<typeof tailorPageSchema>>;

/** Without limit and cursor the spec's plain array; with either, one page. */
export const tailorListAnswer = z.union([z.array(tailorSchema), tailorPageSchema]);
export const tailorAnswer = tailorSchema;
/** The signed-in tailor's own row: with her state (issue 29). */
export const ownTailorAnswer = ownTailorSchema;
export const tailorProductsAnswer = z.array(productSchema);

/**
 * The public reads' answers are documented here and sent by the catalog cache as bytes, never
 * through the serializer; GET /api/tailor/me is serialized by its schema.
 */
export const tailorsContract = contract(tailorsApi, {
  list: {
    summary:
      'Tailors: the plain list (highest rated first), or with limit or cursor one page with its counts',
    query: tailorListQuerySchema,
    response: tailorListAnswer,
  },
  one: { summary: 'One tailor (404 when missing)', params: idParamsSchema, response: tailorAnswer },
  products: {
    summary: "A tailor's shown outfits, in catalog order (404 when the tailor is missing)",
    params: idParamsSchema,
    response: tailorProductsAnswer,
  },
  me: {
    summary:
      "The signed-in tailor's own row, as /tailors/{id} shows it (403 without the tailor role)",
    response: ownTailorAnswer,
  },
});
