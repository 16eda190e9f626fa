import { and, arrayContains, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { PLAIN_LIST_MAX } from '../../../shared/schemas/list-page.ts';
import { DEFAULT_TAILOR_SORT, type TailorSort } from '../../../shared/schemas/tailor-list.ts';
import type { Db } from '../../db/client.ts';
import { tailors } from '../../db/schema/index.ts';
import {
  afterCursor,
  decodeCursor,
  orderByKeyset,
  sortKeyText,
  toPage,
  type CursorPosition,
  type KeysetOrder,
} from '../products/catalog-keyset.ts';
import {
  containsPattern,
  countMatching,
  matchesSearch,
  readCatalogCounts,
  searchPage,
} from '../products/catalog-search.ts';

/** A tailor as the API answers it (spec §3); response_minutes is only a sort key. */
export const tailorColumns = {
  id: tailors.id,
  userId: tailors.userId,
  businessName: tailors.businessName,
  specialties: tailors.specialties,
  location: tailors.location,
  bio: tailors.bio,
  experience: tailors.experience,
  rating: tailors.rating,
  reviewCount: tailors.reviewCount,
  isVerified: tailors.isVerified,
  responseTime: tailors.responseTime,
  completedOrders: tailors.completedOrders,
  createdAt: tailors.createdAt,
};

export type TailorFilter = { q?: string; location?: string; specialty?: string };

/** Each order matches an index of server/db/schema/tailors.ts. */
const orders: Record<TailorSort, KeysetOrder> = {
  rating: { key: tailors.rating, type: 'numeric', direction: 'desc' },
  experience: { key: tailors.experience, type: 'integer', direction: 'desc' },
  orders: { key: tailors.completedOrders, type: 'integer', direction: 'desc' },
  // Minutes parsed from responseTime by the database ('Within 2 hours' → 120).
  response: { key: tailors.responseMinutes, type: 'integer', direction: 'asc' },
  name: { key: sql`lower(${tailors.businessName})`, type: 'text', direction: 'asc' },
};

function conditions(filter: TailorFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.q) where.push(matchesSearch(tailors.searchText, filter.q));
  // Spec §5: location is a substring match, specialty is list membership.
  if (filter.location) where.push(ilike(tailors.location, containsPattern(filter.location)));
  if (filter.specialty) where.push(arrayContains(tailors.specialties, [filter.specialty]));
  return where;
}

/** Walks the order's index from the cursor: the path for lists without a search. */
function walk(
  db: Db,
  filter: TailorFilter,
  order: KeysetOrder,
  limit: number,
  at?: CursorPosition,
) {
  const after = at ? afterCursor(order, tailors.id, at) : undefined;
  return db
    .select({ ...tailorColumns, sortKey: sortKeyText(order) })
    .from(tailors)
    .where(and(...conditions(filter), after))
    .orderBy(...orderByKeyset(order, tailors.id))
    .limit(limit);
}

/** A search: sorted from its matches, or by walking the index when it matches too much. */
function search(
  db: Db,
  filter: TailorFilter,
  order: KeysetOrder,
  limit: number,
  at?: CursorPosition,
) {
  const where = and(...conditions(filter));
  return searchPage(
    db,
    { table: tailors, id: tailors.id, order, where, limit, position: at },
    {
      walk: () => walk(db, filter, order, limit, at),
      byIds: (ids) => db.select(tailorColumns).from(tailors).where(inArray(tailors.id, ids)),
    },
  );
}

/** The spec's plain list (GET /api/tailors): highest rated first, at most PLAIN_LIST_MAX rows. */
export async function findMany(
  db: Db,
  filter: TailorFilter = {},
  sort: TailorSort = DEFAULT_TAILOR_SORT,
) {
  const order = orders[sort];
  const rows = filter.q
    ? (await search(db, filter, order, PLAIN_LIST_MAX)).rows
    : await walk(db, filter, order, PLAIN_LIST_MAX);
  return toPage(rows, PLAIN_LIST_MAX, sort).items;
}

/** One keyset page with the counts of "Showing N of M tailors" (decision 006). */
export async function findPage(
  db: Db,
  request: { filter: TailorFilter; sort: TailorSort; limit: number; cursor?: string },
) {
  const { filter, sort, limit } = request;
  const order = orders[sort];
  const at = request.cursor ? decodeCursor(request.cursor, sort, order) : undefined;
  const counts = readCatalogCounts(db, ['tailors']);
  if (filter.q) {
    const [found, countOf] = await Promise.all([search(db, filter, order, limit + 1, at), counts]);
    const { rows, ...matching } = found;
    return { ...toPage(rows, limit, sort), ...matching, total: countOf('tailors') };
  }
  const where = conditions(filter);
  const [rows, countOf, counted] = await Promise.all([
    walk(db, filter, order, limit + 1, at),
    counts,
    where.length > 0 ? countMatching(db, tailors, and(...where)) : undefined,
  ]);
  const total = countOf('tailors');
  const matching = counted ?? { matched: total, matchedCapped: false };
  return { ...toPage(rows, limit, sort), ...matching, total };
}

export async function findById(db: Db, id: string) {
  const [row] = await db.select(tailorColumns).from(tailors).where(eq(tailors.id, id));
  return row;
}
