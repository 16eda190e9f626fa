import { PAGE_LIMIT_MAX, toQueryString } from './list-query.ts';

/**
 * The zod-free half of tailor-list.ts: sorts, labels and the search the list page asks for, which
 * the browser imports without pulling zod into its first view (issue #5 byte budgets).
 */

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

/** The query of one page; always carries `limit`, so the server answers a page. */
export function tailorPageQuery(search: TailorSearch, cursor?: string | null) {
  const { q, location, specialty, sort, limit } = normalizeTailorSearch(search);
  return { q, location, specialty, sort, limit, cursor: cursor ?? undefined };
}

/** The same as a query string, in the same order. */
export const tailorPageQueryString = (search: TailorSearch, cursor?: string | null) =>
  toQueryString(tailorPageQuery(search, cursor));
