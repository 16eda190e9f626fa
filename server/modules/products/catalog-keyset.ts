import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { BadRequestError } from '../../errors.ts';

/**
 * Keyset paging shared by the outfit and tailor lists (decision 006). Every order is
 * (key, id) in one direction, so one B-tree index on (key, id) serves it forwards or backwards,
 * and the next page starts with a row comparison that the index answers without OFFSET.
 */
export type KeysetOrder = {
  /** A column, or exactly the expression an index is built on (e.g. lower(name)). */
  key: AnyColumn | SQL | SQL.Aliased;
  /** The key's SQL type, used to read a key back from a cursor. */
  type: 'text' | 'numeric' | 'integer' | 'timestamptz';
  direction: 'asc' | 'desc';
};

export type CursorPosition = { key: string; id: string };

export function orderByKeyset(order: KeysetOrder, id: AnyColumn | SQL | SQL.Aliased) {
  const by = order.direction === 'asc' ? asc : desc;
  return [by(order.key), by(id)];
}

/** Rows strictly after the cursor's row in this order. */
export function afterCursor(
  order: KeysetOrder,
  id: AnyColumn | SQL | SQL.Aliased,
  cursor: CursorPosition,
): SQL {
  const op = sql.raw(order.direction === 'asc' ? '>' : '<');
  const key = sql`cast(${cursor.key} as ${sql.raw(order.type)})`;
  return sql`(${order.key}, ${id}) ${op} (${key}, ${cursor.id})`;
}

/** The key as text, selected with each row so the last one can become the next cursor. */
export const sortKeyText = (order: KeysetOrder) => sql<string>`${order.key}::text`;

/** The cursor names its sort so a cursor from another order is refused, not misread. */
export function encodeCursor(sort: string, row: { sortKey: string; id: string }) {
  return Buffer.from(JSON.stringify([sort, row.sortKey, row.id])).toString('base64url');
}

export function decodeCursor(cursor: string, sort: string, order: KeysetOrder): CursorPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor('it is not a cursor from this list');
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) {
    throw invalidCursor('it is not a cursor from this list');
  }
  const [cursorSort, key, id] = parsed as unknown[];
  if (cursorSort !== sort) throw invalidCursor('it belongs to another sort order');
  if (typeof key !== 'string' || typeof id !== 'string' || key.length > 300 || id.length > 64) {
    throw invalidCursor('it is not a cursor from this list');
  }
  // Numbers and times are cast in SQL: only well-formed ones reach it, so a forged cursor is a
  // 400 and never a database error.
  const wellFormed =
    order.type === 'text' ||
    (order.type === 'timestamptz' &&
      /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)?$/.test(key)) ||
    (order.type === 'numeric' && /^-?\d{1,12}(\.\d{1,6})?$/.test(key)) ||
    (order.type === 'integer' && /^-?\d{1,10}$/.test(key) && Math.abs(Number(key)) < 2 ** 31);
  if (!wellFormed) throw invalidCursor('it is not a cursor from this list');
  return { key, id };
}

function invalidCursor(reason: string) {
  const message = `Invalid cursor: ${reason}; start again from the first page`;
  return new BadRequestError(message, [{ path: 'cursor', message }]);
}

/** Splits the extra row fetched past the page into "there is a next page". */
export function toPage<T extends { sortKey: string; id: string }>(
  rows: T[],
  limit: number,
  sort: string,
) {
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor(sort, last) : null;
  const items = pageRows.map(({ sortKey: _sortKey, ...item }) => item);
  return { items, nextCursor };
}
