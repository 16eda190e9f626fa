import { and, arrayContains, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { PLAIN_LIST_MAX } from '../../../shared/schemas/list-page.ts';
import { DEFAULT_TAILOR_SORT, type TailorSort } from '../../../shared/schemas/tailor-list.ts';
import type { Db } from '../../db/client.ts';
import { tailors } from '../../db/schema/index.ts';
import {
  afterCursor,
  containsPattern,
  countMatching,
  decodeCursor,
  orderByKeyset,
  readCatalogCounts,
  sortKeyText,
  toPage,
  type KeysetOrder,
} from '../products/catalog-list.ts';

/** A tailor as the API answers it (spec §3); response_minutes is only a sort key. */
const tailorColumns = {
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
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    where.push(or(ilike(tailors.businessName, pattern), ilike(tailors.bio, pattern))!);
  }
  // Spec §5: location is a substring match, specialty is list membership.
  if (filter.location) where.push(ilike(tailors.location, containsPattern(filter.location)));
  if (filter.specialty) where.push(arrayContains(tailors.specialties, [filter.specialty]));
  return where;
}

function selectPage(db: Db, filter: TailorFilter, order: KeysetOrder, limit: number, after?: SQL) {
  return db
    .select({ ...tailorColumns, sortKey: sortKeyText(order) })
    .from(tailors)
    .where(and(...conditions(filter), after))
    .orderBy(...orderByKeyset(order, tailors.id))
    .limit(limit);
}

/** The spec's plain list (GET /api/tailors): highest rated first, at most PLAIN_LIST_MAX rows. */
export async function findMany(
  db: Db,
  filter: TailorFilter = {},
  sort: TailorSort = DEFAULT_TAILOR_SORT,
) {
  const rows = await selectPage(db, filter, orders[sort], PLAIN_LIST_MAX);
  return toPage(rows, PLAIN_LIST_MAX, sort).items;
}

/** One keyset page with the counts of "Showing N of M tailors" (decision 006). */
export async function findPage(
  db: Db,
  request: { filter: TailorFilter; sort: TailorSort; limit: number; cursor?: string },
) {
  const { filter, sort, limit } = request;
  const order = orders[sort];
  const position = request.cursor ? decodeCursor(request.cursor, sort, order) : undefined;
  const after = position ? afterCursor(order, tailors.id, position) : undefined;
  const where = conditions(filter);
  const [rows, countOf, counted] = await Promise.all([
    selectPage(db, filter, order, limit + 1, after),
    readCatalogCounts(db, ['tailors']),
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
