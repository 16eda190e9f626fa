import { and, arrayContains, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_TAILOR_SORT, type TailorSort } from '../../../shared/schemas/tailor-list.ts';
import type { Db } from '../../db/client.ts';
import { tailors } from '../../db/schema/index.ts';
import { decodeCursor, toPage, type KeysetOrder } from '../products/catalog-keyset.ts';
import { catalogList } from '../products/catalog-list.ts';
import {
  containsPattern,
  countMatching,
  matchesSearch,
  readCatalogCounts,
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
  // Spec §5: location is a substring match, specialty is list membership. A state's name finds
  // her state's tailors too (issue 29, decision 052): "Ogun" finds the tailor in Abeokuta, whose
  // town no filter of the demo's five cities names; for those five, the towns match as before.
  if (filter.location) {
    where.push(
      or(
        ilike(tailors.location, containsPattern(filter.location)),
        sql`lower(${tailors.state}) = lower(${filter.location})`,
      )!,
    );
  }
  if (filter.specialty) where.push(arrayContains(tailors.specialties, [filter.specialty]));
  return where;
}

const selectTailors = (db: Db) => db.select(tailorColumns).from(tailors);

/** Her own row: the spec's fields and her state (issue 29), for the workspace's profile. */
const ownTailorColumns = { ...tailorColumns, state: tailors.state };

/** The same with each row's key in the chosen order, for keyset paging. */
const selectKeyed = (db: Db, sortKey: SQL<string>) =>
  db
    .select({ ...tailorColumns, sortKey })
    .from(tailors)
    .$dynamic();

type Row = Awaited<ReturnType<typeof selectTailors>>[number];
const list = catalogList<TailorFilter, TailorSort, Row, ReturnType<typeof selectKeyed>>({
  table: tailors,
  id: tailors.id,
  orders,
  conditions,
  select: selectKeyed,
});

/** The spec's plain list (GET /api/tailors): highest rated first, at most PLAIN_LIST_MAX rows. */
export const findMany = (
  db: Db,
  filter: TailorFilter = {},
  sort: TailorSort = DEFAULT_TAILOR_SORT,
) => list.findMany(db, filter, sort);

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
    const [found, countOf] = await Promise.all([
      list.search(db, filter, order, limit + 1, at),
      counts,
    ]);
    const { rows, ...matching } = found;
    return { ...toPage(rows, limit, sort), ...matching, total: countOf('tailors') };
  }
  const where = conditions(filter);
  const [rows, countOf, counted] = await Promise.all([
    list.walk(db, filter, order, limit + 1, at),
    counts,
    where.length > 0 ? countMatching(db, tailors, and(...where)) : undefined,
  ]);
  const total = countOf('tailors');
  const matching = counted ?? { matched: total, matchedCapped: false };
  return { ...toPage(rows, limit, sort), ...matching, total };
}

export async function findById(db: Db, id: string) {
  const [row] = await selectTailors(db).where(eq(tailors.id, id));
  return row;
}

/** The tailors row of the account, for the workspace; undefined when it has none yet. */
export async function findByUserId(db: Db, userId: string) {
  const [row] = await db.select(ownTailorColumns).from(tailors).where(eq(tailors.userId, userId));
  return row;
}

/** The public profile's own words, written by the tailor; undefined when it has no row. */
export async function updateProfileByUserId(
  db: Db,
  userId: string,
  fields: Pick<
    typeof tailors.$inferInsert,
    'bio' | 'specialties' | 'location' | 'state' | 'responseTime'
  >,
) {
  const [row] = await db
    .update(tailors)
    .set(fields)
    .where(eq(tailors.userId, userId))
    .returning(ownTailorColumns);
  return row;
}

const workshopColumns = {
  address: tailors.workshopAddress,
  phone: tailors.workshopPhone,
  hours: tailors.workshopHours,
};

/** Where the tailor's pickup orders are collected (issue 29), or undefined without a tailor. */
export async function workshopByUserId(db: Db, userId: string) {
  const [row] = await db.select(workshopColumns).from(tailors).where(eq(tailors.userId, userId));
  return row;
}

export async function updateWorkshopByUserId(
  db: Db,
  userId: string,
  workshop: { address: string; phone: string; hours: string },
) {
  const [row] = await db
    .update(tailors)
    .set({
      workshopAddress: workshop.address,
      workshopPhone: workshop.phone,
      workshopHours: workshop.hours,
    })
    .where(eq(tailors.userId, userId))
    .returning(workshopColumns);
  return row;
}

/** How many aso-ebi event orders she takes a week (issue 32), or undefined without a tailor. */
export async function eventCapacityByUserId(db: Db, userId: string) {
  const [row] = await db
    .select({ eventOrdersPerWeek: tailors.eventOrdersPerWeek })
    .from(tailors)
    .where(eq(tailors.userId, userId));
  return row;
}

export async function updateEventCapacityByUserId(
  db: Db,
  userId: string,
  eventOrdersPerWeek: number,
) {
  const [row] = await db
    .update(tailors)
    .set({ eventOrdersPerWeek })
    .where(eq(tailors.userId, userId))
    .returning({ eventOrdersPerWeek: tailors.eventOrdersPerWeek });
  return row;
}

/**
 * Locks the tailor's row until the transaction ends: one writer at a time for what is computed
 * from her other rows (her rating from reviews; her ledger balance for a payout or a claim).
 */
export async function lockTailor(db: Db, tailorId: string) {
  await db.select({ id: tailors.id }).from(tailors).where(eq(tailors.id, tailorId)).for('update');
}
