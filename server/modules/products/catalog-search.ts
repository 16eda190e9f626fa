import { count, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { MATCHED_COUNT_CAP } from '../../../shared/schemas/list-page.ts';
import type { Db } from '../../db/client.ts';
import { catalogCounts } from '../../db/schema/index.ts';
import {
  afterCursor,
  orderByKeyset,
  sortKeyText,
  type CursorPosition,
  type KeysetOrder,
} from './catalog-keyset.ts';

/**
 * Search and counts for the catalog lists (decision 006): a search is a LIKE on the table's
 * folded search_text column, which one trigram index answers.
 */
export function matchesSearch(searchText: AnyColumn, text: string): SQL {
  // The search is folded by the same SQL function as the column (migration 0008), so case,
  // accents and dashes compare alike whatever the database's locale; then its own %, _ and \
  // (a full-width ％ becomes % in folding) are escaped to match literally.
  const folded = sql`search_fold(${text})`;
  const literal = sql`replace(replace(replace(${folded}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
  return sql`${searchText} like ('%' || ${literal} || '%')`;
}

/** `%text%` for LIKE and ILIKE, with the user's own %, _ and \ matching literally. */
export function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One page of a search, as ids and sort keys. The matches are collected once (through the
 * trigram index, never by walking a sort index, which is ruinous when the matches all sort late),
 * counted, and the page is sorted from them. Past MATCHED_COUNT_CAP matches the search is broad:
 * `capped` tells the caller to walk the sort index instead, which finds a page quickly when
 * matches are that dense.
 */
export async function pageOfMatches(
  db: Db,
  request: {
    table: PgTable;
    id: AnyColumn;
    order: KeysetOrder;
    where: SQL | undefined;
    /** Rows to answer (a page asks for one more than it shows, to know a next page exists). */
    limit: number;
    position: CursorPosition | undefined;
  },
) {
  const { table, id, order, where, limit, position } = request;
  // LIMIT keeps PostgreSQL from folding the CTE into the outer, sorted query.
  const matching = db.$with('matching').as(
    db
      .select({ id: sql<string>`${id}`.as('id'), sortKey: sql`${order.key}`.as('sort_key') })
      .from(table)
      .where(where)
      .limit(MATCHED_COUNT_CAP + 1),
  );
  const byMatch: KeysetOrder = { ...order, key: sql`matching.sort_key` };
  const matchId = sql`matching.id`;
  const keys = await db
    .with(matching)
    .select({
      id: sql<string>`matching.id`,
      sortKey: sortKeyText(byMatch),
      matched: sql<number>`(select count(*) from matching)`.mapWith(Number),
    })
    .from(matching)
    .where(position ? afterCursor(byMatch, matchId, position) : undefined)
    .orderBy(...orderByKeyset(byMatch, matchId))
    .limit(limit);
  // An empty page carries no count: ask for it (no matches, or past the last page).
  const matched =
    keys[0]?.matched ?? (await db.with(matching).select({ n: count() }).from(matching))[0]?.n ?? 0;
  return { keys, matched, capped: matched > MATCHED_COUNT_CAP };
}

/**
 * A search page: sorted from its matches, or by walking the sort index (`walk`) when the search
 * matches too much. `byIds` loads the answer rows of the matched ids.
 */
export async function searchPage<Row extends { id: string }, Walked>(
  db: Db,
  request: Parameters<typeof pageOfMatches>[1],
  load: { walk: () => Promise<Walked[]>; byIds: (ids: string[]) => Promise<Row[]> },
) {
  const found = await pageOfMatches(db, request);
  if (found.capped) return { rows: await load.walk(), ...cappedCount(found.matched) };
  const ids = found.keys.map((k) => k.id);
  const rows = ids.length ? await load.byIds(ids) : [];
  return { rows: inKeyOrder(found.keys, rows), matched: found.matched, matchedCapped: false };
}

/** Puts rows fetched by id back into the order of `keys`, with each row's sort key. */
export function inKeyOrder<T extends { id: string }>(
  keys: { id: string; sortKey: string }[],
  rows: T[],
) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return keys.flatMap(({ id, sortKey }) => {
    const row = byId.get(id);
    return row ? [{ ...row, sortKey }] : [];
  });
}

/**
 * How many rows match, counted no further than MATCHED_COUNT_CAP + 1 so a broad filter never
 * scans the whole table just to say "10,000+".
 */
export async function countMatching(db: Db, table: PgTable, where: SQL | undefined) {
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(MATCHED_COUNT_CAP + 1)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  return cappedCount(row?.n ?? 0);
}

export function cappedCount(n: number) {
  return n > MATCHED_COUNT_CAP
    ? { matched: MATCHED_COUNT_CAP, matchedCapped: true }
    : { matched: n, matchedCapped: false };
}

/** Exact counts kept by triggers (migration 0003); a scope with no row has no rows. */
export async function readCatalogCounts(db: Db, scopes: string[]) {
  const rows = await db.select().from(catalogCounts).where(inArray(catalogCounts.scope, scopes));
  const counts = new Map(rows.map((r) => [r.scope, r.count]));
  return (scope: string) => counts.get(scope) ?? 0;
}
