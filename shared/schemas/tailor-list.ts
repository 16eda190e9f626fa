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
import { tailorSchema } from './tailor.ts';

/** The tailor list's sort orders (spec §2 Tailors), keyed by their query-string value. */
export const tailorSorts = ['rating', 'experience', 'orders', 'response', 'name'] as const;
export type TailorSort = (typeof tailorSorts)[number];
export const DEFAULT_TAILOR_SORT: TailorSort = 'rating';

/** The spec's exact option labels. */
export const tailorSortLabels: Record<TailorSort, string> = {
  rating: 'Highest Rated',
  experience: 'Most Experienced',
  orders: 'Most Orders',
  response: 'Fastest Response',
  name: 'Name A-Z',
};

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
export type TailorPage = z.infer<typeof tailorPageSchema>;

/** What the tailor list page asks for; the cursor is added page by page. */
export type TailorSearch = {
  q?: string;
  location?: string;
  specialty?: string;
  sort?: TailorSort;
  limit?: number;
};

/** Same search, same key: blank values dropped, the default sort and page size made explicit. */
export function normalizeTailorSearch(
  search: TailorSearch,
): Required<Pick<TailorSearch, 'sort' | 'limit'>> & TailorSearch {
  const normalized: Required<Pick<TailorSearch, 'sort' | 'limit'>> & TailorSearch = {
    sort: search.sort ?? DEFAULT_TAILOR_SORT,
    limit: search.limit ?? PAGE_LIMIT_MAX,
  };
  const q = search.q?.trim();
  if (q) normalized.q = q;
  if (search.location) normalized.location = search.location;
  if (search.specialty) normalized.specialty = search.specialty;
  return normalized;
}

/** The query string of one page; always carries `limit`, so the server answers a page. */
export function tailorPageQueryString(search: TailorSearch, cursor?: string | null) {
  const { q, location, specialty, sort, limit } = normalizeTailorSearch(search);
  return toQueryString({ q, location, specialty, sort, limit, cursor });
}
