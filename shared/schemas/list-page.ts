import { z } from 'zod';

/**
 * The pieces every paged catalog list shares (decision 006): the page size, the search box's
 * bound, the opaque keyset cursor and the answer's envelope.
 */

export {
  MATCHED_COUNT_CAP,
  PAGE_LIMIT_DEFAULT,
  PAGE_LIMIT_MAX,
  PLAIN_LIST_MAX,
  SEARCH_MAX_LENGTH,
  toQueryString,
} from './list-query.ts';
import { PAGE_LIMIT_MAX, SEARCH_MAX_LENGTH } from './list-query.ts';

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
