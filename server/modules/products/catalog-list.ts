import { and, inArray, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { PAGE_LIMIT_DEFAULT, PLAIN_LIST_MAX } from '../../../shared/schemas/list-page.ts';
import type { Db } from '../../db/client.ts';
import {
  afterCursor,
  orderByKeyset,
  sortKeyText,
  toPage,
  type CursorPosition,
  type KeysetOrder,
} from './catalog-keyset.ts';
import { searchPage } from './catalog-search.ts';

/**
 * A catalog list (the outfits, the tailors; decision 006): how its rows are walked along a sort
 * index, searched, and answered as the spec's plain list. Each list names its table, its orders,
 * its filters and the select of its answer's columns (with their joins).
 */
export function catalogList<
  Filter extends { q?: string },
  Sort extends string,
  Row extends { id: string },
  Query extends PgSelect,
>(list: {
  table: PgTable;
  id: AnyColumn;
  orders: Record<Sort, KeysetOrder>;
  conditions: (filter: Filter) => SQL[];
  /** The answer's columns and `sortKey`, from the table and its joins, as a dynamic select. */
  select: (db: Db, sortKey: SQL<string>) => Query;
}) {
  type Keyed = Row & { sortKey: string };
  const rowsOf = (query: PromiseLike<unknown>) => query as PromiseLike<Keyed[]>;

  /** Walks the order's index from the cursor: the path for lists without a search. */
  function walk(db: Db, filter: Filter, order: KeysetOrder, limit: number, at?: CursorPosition) {
    const after = at ? afterCursor(order, list.id, at) : undefined;
    return rowsOf(
      list
        .select(db, sortKeyText(order))
        .where(and(...list.conditions(filter), after))
        .orderBy(...orderByKeyset(order, list.id))
        .limit(limit),
    );
  }

  /** A search: sorted from its matches, or by walking the index when it matches too much. */
  function search(db: Db, filter: Filter, order: KeysetOrder, limit: number, at?: CursorPosition) {
    const where = and(...list.conditions(filter));
    return searchPage(
      db,
      { table: list.table, id: list.id, order, where, limit, position: at },
      {
        walk: async () => walk(db, filter, order, limit, at),
        byIds: async (ids) =>
          rowsOf(list.select(db, sortKeyText(order)).where(inArray(list.id, ids))),
      },
    );
  }

  /** The spec's plain list: in the sort's order, at most PLAIN_LIST_MAX rows. */
  async function findMany(db: Db, filter: Filter, sort: Sort) {
    const order = list.orders[sort];
    const rows = filter.q
      ? (await search(db, filter, order, PLAIN_LIST_MAX)).rows
      : await walk(db, filter, order, PLAIN_LIST_MAX);
    return toPage<Keyed>(rows, PLAIN_LIST_MAX, sort).items;
  }

  return { walk, search, findMany };
}

/**
 * The rule of both catalog lists' GET (decision 006): without limit or cursor the spec's plain
 * array; with either, one page (PAGE_LIMIT_DEFAULT rows unless a limit is given).
 */
export function plainOrPage<Plain, Page>(
  query: { limit?: number; cursor?: string },
  plain: () => Promise<Plain>,
  page: (at: { limit: number; cursor?: string }) => Promise<Page>,
): Promise<Plain | Page> {
  const { limit, cursor } = query;
  if (limit === undefined && cursor === undefined) return plain();
  return page({ limit: limit ?? PAGE_LIMIT_DEFAULT, cursor });
}
