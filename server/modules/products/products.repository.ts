import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PLAIN_LIST_MAX } from '../../../shared/schemas/list-page.ts';
import type { ProductListSort } from '../../../shared/schemas/product-list.ts';
import type { Db } from '../../db/client.ts';
import { products, tailors } from '../../db/schema/index.ts';
import {
  afterCursor,
  decodeCursor,
  orderByKeyset,
  sortKeyText,
  toPage,
  type CursorPosition,
  type KeysetOrder,
} from './catalog-keyset.ts';
import { countMatching, matchesSearch, readCatalogCounts, searchPage } from './catalog-search.ts';

/** A product as the API answers it: with the tailor's name, location and rating (spec §3). */
export const productWithTailor = {
  id: products.id,
  tailorId: products.tailorId,
  name: products.name,
  description: products.description,
  category: products.category,
  price: products.price,
  imageUrl: products.imageUrl,
  isAvailable: products.isAvailable,
  createdAt: products.createdAt,
  tailor: {
    businessName: tailors.businessName,
    location: tailors.location,
    rating: tailors.rating,
  },
};

export type ProductFilter = { q?: string; category?: string; tailorId?: string };

/** Each order matches an index of server/db/schema/products.ts (with or without category). */
/** 'created' is catalog order, the spec's plain list; the others are the select's options. */
const orders: Record<ProductListSort, KeysetOrder> = {
  created: { key: products.createdAt, type: 'timestamptz', direction: 'asc' },
  name: { key: sql`lower(${products.name})`, type: 'text', direction: 'asc' },
  price_asc: { key: products.price, type: 'numeric', direction: 'asc' },
  price_desc: { key: products.price, type: 'numeric', direction: 'desc' },
  // tailor_rating is the tailor's rating copied by a trigger: an index can order by it.
  rating: { key: products.tailorRating, type: 'numeric', direction: 'desc' },
};

/** Outfits their tailor has hidden (isAvailable false) are not in the public catalogue. */
const shown = eq(products.isAvailable, true);

function conditions(filter: ProductFilter): SQL[] {
  const where: SQL[] = [shown];
  if (filter.category) where.push(eq(products.category, filter.category));
  if (filter.tailorId) where.push(eq(products.tailorId, filter.tailorId));
  if (filter.q) where.push(matchesSearch(products.searchText, filter.q));
  return where;
}

const selectProducts = (db: Db) =>
  db.select(productWithTailor).from(products).innerJoin(tailors, eq(products.tailorId, tailors.id));

/** Walks the order's index from the cursor: the path for lists without a search. */
function walk(
  db: Db,
  filter: ProductFilter,
  order: KeysetOrder,
  limit: number,
  at?: CursorPosition,
) {
  const after = at ? afterCursor(order, products.id, at) : undefined;
  return db
    .select({ ...productWithTailor, sortKey: sortKeyText(order) })
    .from(products)
    .innerJoin(tailors, eq(products.tailorId, tailors.id))
    .where(and(...conditions(filter), after))
    .orderBy(...orderByKeyset(order, products.id))
    .limit(limit);
}

/** A search: sorted from its matches, or by walking the index when it matches too much. */
function search(
  db: Db,
  filter: ProductFilter,
  order: KeysetOrder,
  limit: number,
  at?: CursorPosition,
) {
  const where = and(...conditions(filter));
  return searchPage(
    db,
    { table: products, id: products.id, order, where, limit, position: at },
    {
      walk: () => walk(db, filter, order, limit, at),
      byIds: (ids) => selectProducts(db).where(inArray(products.id, ids)),
    },
  );
}

/**
 * The spec's plain list (GET /api/products, a tailor's portfolio): catalog order unless a sort
 * is asked for, at most PLAIN_LIST_MAX rows.
 */
export async function findMany(
  db: Db,
  filter: ProductFilter = {},
  sort: ProductListSort = 'created',
) {
  const order = orders[sort];
  const rows = filter.q
    ? (await search(db, filter, order, PLAIN_LIST_MAX)).rows
    : await walk(db, filter, order, PLAIN_LIST_MAX);
  return toPage(rows, PLAIN_LIST_MAX, sort).items;
}

/** One keyset page with the counts of "Showing N of M products" (decision 006). */
export async function findPage(
  db: Db,
  request: { filter: ProductFilter; sort: ProductListSort; limit: number; cursor?: string },
) {
  const { filter, sort, limit } = request;
  const order = orders[sort];
  const at = request.cursor ? decodeCursor(request.cursor, sort, order) : undefined;
  const categoryScope = `products/category/${filter.category}`;
  const counts = readCatalogCounts(db, ['products', categoryScope]);
  if (filter.q) {
    const [found, countOf] = await Promise.all([search(db, filter, order, limit + 1, at), counts]);
    const { rows, ...matching } = found;
    return { ...toPage(rows, limit, sort), ...matching, total: countOf('products') };
  }
  // Whole catalog or one category: exact counts kept by triggers; a tailor's few are counted.
  const [rows, countOf, counted] = await Promise.all([
    walk(db, filter, order, limit + 1, at),
    counts,
    filter.tailorId ? countMatching(db, products, and(...conditions(filter))) : undefined,
  ]);
  const total = countOf('products');
  const matching = counted ?? {
    matched: filter.category ? countOf(categoryScope) : total,
    matchedCapped: false,
  };
  return { ...toPage(rows, limit, sort), ...matching, total };
}

/** A shown outfit; a hidden one is not found, like a missing one. */
export async function findById(db: Db, id: string) {
  const [row] = await selectProducts(db).where(and(eq(products.id, id), shown));
  return row;
}
