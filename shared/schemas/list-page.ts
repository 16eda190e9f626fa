import { z } from 'zod';

/**
 * The pieces every paged catalog list shares (decision 006): the page size, the search box's
 * bound, the opaque keyset cursor and the answer's envelope.
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

/**
 * Search text: trimmed; an empty search means "no search". Control characters (a pasted tab or
 * line break) become spaces: the server's search column joins fields with a line break.
 */
export const searchTextSchema = z
  .string({ error: 'Search must be text' })
  .trim()
  .max(SEARCH_MAX_LENGTH, `Search must be at most ${SEARCH_MAX_LENGTH} characters`)
  .transform((text) => text.replace(/\p{Cc}+/gu, ' ').trim());

/** Query-string numbers arrive as text, hence the coercion. */
export const pageLimitSchema = z.coerce
  .number({ error: 'Limit must be a whole number' })
  .int('Limit must be a whole number')
  .min(1, 'Limit must be at least 1')
  .max(PAGE_LIMIT_MAX, `Limit must be at most ${PAGE_LIMIT_MAX}`);

/** Opaque to clients: the server checks what is inside. */
export const pageCursorSchema = z
  .string({ error: 'Invalid cursor' })
  .min(1, 'Invalid cursor')
  .max(512, 'Invalid cursor')
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor');

/** A query-string filter value (category, location…): bounded text. */
export const filterTextSchema = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(60, `${label} must be at most 60 characters`);

/** One page of a list: its rows, the cursor of the next page, and the counts the page shows. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** Pass back as `cursor` for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
    /** Rows matching every filter and the search (at most MATCHED_COUNT_CAP, see matchedCapped). */
    matched: z.number().int(),
    /** True when more than MATCHED_COUNT_CAP rows match: show "10,000+". */
    matchedCapped: z.boolean(),
    /** Every row of the list, whatever the filters. */
    total: z.number().int(),
  });

/** Builds a query string from defined, non-empty values, in a stable order. */
export function toQueryString(params: Record<string, string | number | undefined | null>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  return search.toString();
}
