/**
 * The zod-free half of list-page.ts: limits and the query-string builder, which browser pages
 * import without pulling zod into their first view (issue #5 byte budgets).
 */

/** The most rows one page may hold; the storefront asks for this many. */
export const PAGE_LIMIT_MAX = 100;
/**
 * The most rows a plain (unpaged) list answers: the spec's client expects the whole array, but
 * the catalog grows past any array worth sending, so our own pages use the paged form.
 */
export const PLAIN_LIST_MAX = 1000;
/** Rows per page when a paged request gives a cursor but no limit. */
export const PAGE_LIMIT_DEFAULT = 24;
/** Longer searches are refused: nobody types that much, and long patterns are costly to match. */
export const SEARCH_MAX_LENGTH = 100;
/** `matched` is counted up to this many rows; beyond it the answer says `matchedCapped: true`. */
export const MATCHED_COUNT_CAP = 10_000;

/** Builds a query string from defined, non-empty values, in a stable order. */
export function toQueryString(params: Record<string, string | number | undefined | null>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  return search.toString();
}
