import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ProductListSort } from '../../../shared/schemas/product-list.ts';
import type { Db } from '../../db/client.ts';
import { products, tailors } from '../../db/schema/index.ts';
import { decodeCursor, toPage, type KeysetOrder } from './catalog-keyset.ts';
import { catalogList } from './catalog-list.ts';
import { countMatching, matchesSearch, readCatalogCounts } from './catalog-search.ts';

/** An outfit's own columns, as the workspace and the catalogue answer them. */
export const productColumns = {
  id: products.id,
  tailorId: products.tailorId,
  name: products.name,
  description: products.description,
  category: products.category,
  price: products.price,
  imageUrl: products.imageUrl,
  isAvailable: products.isAvailable,
  createdAt: products.createdAt,
};

/** A product as the API answers it: with the tailor's name, location and rating (spec §3). */
export const productWithTailor = {
  ...productColumns,
  tailor: {
    businessName: tailors.businessName,
    location: tailors.location,
    rating: tailors.rating,
  },
};

export type ProductFilter = { q?: string; category?: string; tailorId?: string };

/**
 * Each order matches an index of server/db/schema/products.ts (with or without category).
 * 'created' is catalog order, the spec's plain list; the others are the select's options.
 */
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

/** The same with each row's key in the chosen order, for keyset paging. */
const selectKeyed = (db: Db, sortKey: SQL<string>) =>
  db
    .select({ ...productWithTailor, sortKey })
    .from(products)
    .innerJoin(tailors, eq(products.tailorId, tailors.id))
    .$dynamic();

type Row = Awaited<ReturnType<typeof selectProducts>>[number];
const list = catalogList<ProductFilter, ProductListSort, Row, ReturnType<typeof selectKeyed>>({
  table: products,
  id: products.id,
  orders,
  conditions,
  select: selectKeyed,
});

/**
 * The spec's plain list (GET /api/products, a tailor's portfolio): catalog order unless a sort
 * is asked for, at most PLAIN_LIST_MAX rows.
 */
export const findMany = (db: Db, filter: ProductFilter = {}, sort: ProductListSort = 'created') =>
  list.findMany(db, filter, sort);

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
    const [found, countOf] = await Promise.all([
      list.search(db, filter, order, limit + 1, at),
      counts,
    ]);
    const { rows, ...matching } = found;
    return { ...toPage(rows, limit, sort), ...matching, total: countOf('products') };
  }
  // Whole catalog or one category: exact counts kept by triggers; a tailor's few are counted.
  const [rows, countOf, counted] = await Promise.all([
    list.walk(db, filter, order, limit + 1, at),
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
