import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products, tailors, users } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { buildProduct, buildTailor, buildUser, type NewProduct } from '../../../test/factories.ts';
import { MATCHED_COUNT_CAP } from '../../../shared/schemas/list-page.ts';
import {
  productListSorts,
  productPageQueryString,
  type ProductPage,
  type ProductListSort,
  type ProductSearch,
} from '../../../shared/schemas/product-list.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
type Row = NewProduct & { id: string; rating: number };
const rows: Row[] = [];
const tailorIds: string[] = [];

// Names with case differences and ties, prices with ties, tailors with equal ratings and a
// rating of 0, literal % and _ in names: everything that trips a sort or a search.
const names = [
  'Royal Blue Agbada',
  'royal blue agbada',
  'Zebra Ankara Gown',
  'ankara Sunset Wrap',
  'Aso-oke Wedding Set',
  '100% Cotton Senator',
  '100 Cotton Senator',
  'Kaftan_Classic',
  'Kaftan Classic',
  'Lace Iro and Buba',
];
const prices = [45000, 85000.5, 45000, 120000, 9999.99, 210000.99];
const categories = ['Agbada', 'Lace', 'Ankara'];
const ratings = [4.9, 4.9, 3.5, 0];

beforeAll(async () => {
  t = await createTestApp();
  for (const rating of ratings) {
    const [user] = await t.db.insert(users).values(buildUser()).returning();
    const [tailor] = await t.db
      .insert(tailors)
      .values(buildTailor(user!.id, { rating }))
      .returning();
    tailorIds.push(tailor!.id);
  }
  const base = Date.parse('2025-01-01T00:00:00Z');
  for (let i = 0; i < 43; i++) {
    const tailorIndex = i % ratings.length;
    const row = buildProduct(tailorIds[tailorIndex]!, {
      name: names[i % names.length],
      price: prices[i % prices.length],
      category: categories[i % categories.length],
      description: i % 2 === 0 ? 'Hand-woven ADIRE indigo panels.' : 'Cut to your measurements.',
      // Every fourth outfit shares its creation time with the one before: ties broken by id.
      createdAt: new Date(base + (i % 4 === 3 ? i - 1 : i) * 60_000),
    });
    rows.push({ ...row, id: row.id!, rating: ratings[tailorIndex]! });
  }
  await t.db.insert(products).values(rows.map(({ rating: _rating, ...row }) => row));
});
afterAll(() => t?.close());

const byIdAsc = (a: Row, b: Row) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const compare = (x: string | number, y: string | number) => (x < y ? -1 : x > y ? 1 : 0);
/** The same orders, done in JavaScript: key first, then id in the key's direction. */
const expectedOrder: Record<ProductListSort, (a: Row, b: Row) => number> = {
  created: (a, b) => compare(a.createdAt!.getTime(), b.createdAt!.getTime()) || byIdAsc(a, b),
  name: (a, b) => compare(a.name.toLowerCase(), b.name.toLowerCase()) || byIdAsc(a, b),
  price_asc: (a, b) => compare(a.price, b.price) || byIdAsc(a, b),
  price_desc: (a, b) => compare(b.price, a.price) || byIdAsc(b, a),
  rating: (a, b) => compare(b.rating, a.rating) || byIdAsc(b, a),
};
const ids = (list: { id: string }[]) => list.map((p) => p.id);

async function getPage(search: ProductSearch, cursor?: string | null) {
  const res = await t.app.inject({
    url: `/api/products?${productPageQueryString(search, cursor)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ProductPage;
}

/** Follows nextCursor to the end; answers every row seen and the first page. */
async function walk(search: ProductSearch) {
  const first = await getPage(search);
  const seen = [...first.items];
  let cursor = first.nextCursor;
  for (let pages = 1; cursor; pages++) {
    expect(pages, 'too many pages').toBeLessThan(50);
    const page = await getPage(search, cursor);
    expect(page.items.length).toBeGreaterThan(0);
    seen.push(...page.items);
    cursor = page.nextCursor;
  }
  return { seen, first };
}

describe('GET /api/products, plain form (spec §7)', () => {
  it('still answers the array in catalog order: createdAt, then id', async () => {
    const res = await t.app.inject({ url: '/api/products' });
    expect(ids(res.json())).toEqual(ids([...rows].sort(expectedOrder.created)));
  });

  it('restricts the array by category and by tailor', async () => {
    const lace = (await t.app.inject({ url: '/api/products?category=Lace' })).json();
    expect(ids(lace).sort()).toEqual(ids(rows.filter((r) => r.category === 'Lace')).sort());
    const url = `/api/products?tailor=${tailorIds[2]}`;
    const own = (await t.app.inject({ url })).json();
    expect(ids(own).sort()).toEqual(ids(rows.filter((r) => r.tailorId === tailorIds[2])).sort());
  });
});

describe('GET /api/products, paged form', () => {
  it.each(productListSorts)('walks every outfit once, sorted by %s', async (sort) => {
    const { seen, first } = await walk({ sort, limit: 7 });
    expect(first.items).toHaveLength(7);
    expect(new Set(ids(seen)).size).toBe(seen.length);
    expect(ids(seen)).toEqual(ids([...rows].sort(expectedOrder[sort])));
  });

  it('sorts by name A-Z by default and embeds the tailor', async () => {
    const page = await getPage({ limit: 3 });
    expect(ids(page.items)).toEqual(ids([...rows].sort(expectedOrder.name).slice(0, 3)));
    const first = rows.find((r) => r.id === page.items[0]!.id)!;
    expect(page.items[0]).toMatchObject({ price: first.price, tailor: { rating: first.rating } });
    expect(page.items[0]).not.toHaveProperty('tailorRating');
  });

  it('counts all outfits in total and the matching ones in matched', async () => {
    const all = await getPage({ limit: 5 });
    expect(all).toMatchObject({ matched: rows.length, matchedCapped: false, total: rows.length });
    const lace = await getPage({ category: 'Lace', limit: 5 });
    const laceRows = rows.filter((r) => r.category === 'Lace');
    expect(lace).toMatchObject({ matched: laceRows.length, total: rows.length });
    expect(lace.items.every((p) => p.category === 'Lace')).toBe(true);
  });

  it('filters by category, tailor and search together, across pages', async () => {
    const search: ProductSearch = {
      q: 'adire',
      category: 'Agbada',
      tailor: tailorIds[0],
      sort: 'price_asc',
    };
    const wanted = rows.filter(
      (r) =>
        r.category === 'Agbada' &&
        r.tailorId === tailorIds[0] &&
        r.description.toLowerCase().includes('adire'),
    );
    expect(wanted.length).toBeGreaterThan(0);
    const { seen, first } = await walk({ ...search, limit: 1 });
    expect(ids(seen)).toEqual(ids(wanted.sort(expectedOrder.price_asc)));
    expect(first).toMatchObject({ matched: wanted.length, total: rows.length });
  });

  it('searches name or description, ignoring case', async () => {
    const { seen, first } = await walk({ q: 'ROYAL BLUE', limit: 4 });
    const wanted = rows.filter((r) => r.name.toLowerCase().includes('royal blue'));
    expect(ids(seen).sort()).toEqual(ids(wanted).sort());
    expect(first.matched).toBe(wanted.length);
    const inDescription = await walk({ q: 'indigo', limit: 100 });
    expect(inDescription.seen.length).toBe(
      rows.filter((r) => r.description.includes('indigo')).length,
    );
  });

  it('matches % and _ in a search literally', async () => {
    const percent = await getPage({ q: '0%', limit: 100 });
    expect(new Set(percent.items.map((p) => p.name))).toEqual(new Set(['100% Cotton Senator']));
    const underscore = await getPage({ q: 'n_C', limit: 100 });
    expect(new Set(underscore.items.map((p) => p.name))).toEqual(new Set(['Kaftan_Classic']));
  });

  it('still counts the matches on an empty page past the end of a search', async () => {
    // A cursor from further along the name order than any Aso-oke outfit.
    const { nextCursor } = await getPage({ q: 'zebra', limit: 1 });
    const page = await getPage({ q: 'aso-oke', limit: 5 }, nextCursor);
    const asoOke = rows.filter((r) => r.name.toLowerCase().includes('aso-oke'));
    expect(page).toMatchObject({ items: [], nextCursor: null, matched: asoOke.length });
  });

  it('treats a line break in a search as a space', async () => {
    const page = await getPage({ q: 'royal\nblue', limit: 100 });
    const wanted = rows.filter((r) => r.name.toLowerCase().includes('royal blue'));
    expect(page.matched).toBe(wanted.length);
  });

  it('answers an empty page when nothing matches', async () => {
    const page = await getPage({ q: 'no such outfit', limit: 10 });
    expect(page).toEqual({
      items: [],
      nextCursor: null,
      matched: 0,
      matchedCapped: false,
      total: rows.length,
    });
  });

  it('puts a tailor’s outfits first under Highest Rated once their rating rises', async () => {
    const lowest = tailorIds[3]!;
    await t.db.update(tailors).set({ rating: 5 }).where(eq(tailors.id, lowest));
    try {
      const own = rows.filter((r) => r.tailorId === lowest).length;
      const page = await getPage({ sort: 'rating', limit: own });
      expect(page.items.every((p) => p.tailorId === lowest && p.tailor.rating === 5)).toBe(true);
    } finally {
      await t.db.update(tailors).set({ rating: 0 }).where(eq(tailors.id, lowest));
    }
  });
});

describe('GET /api/products, refused queries', () => {
  const refused = async (query: string) => {
    const res = await t.app.inject({ url: `/api/products?${query}` });
    expect(res.statusCode, res.body).toBe(400);
    return res.json() as { message: string; issues?: { path: string; message: string }[] };
  };

  it.each([
    ['sort=cheapest&limit=5', 'sort'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=ten', 'limit'],
    [`q=${'a'.repeat(101)}&limit=5`, 'q'],
    ['cursor=not%20base64!', 'cursor'],
  ])('%s → 400 naming %s', async (query, path) => {
    const body = await refused(query);
    expect(body.issues?.map((i) => i.path)).toContain(path);
  });

  it('refuses a cursor that is not one of ours, or from another sort', async () => {
    const garbage = Buffer.from('{"x":1}').toString('base64url');
    expect((await refused(`limit=5&cursor=${garbage}`)).message).toMatch(/^Invalid cursor/);
    const forged = Buffer.from(JSON.stringify(['price_asc', 'cheap', 'x'])).toString('base64url');
    expect((await refused(`limit=5&sort=price_asc&cursor=${forged}`)).message).toMatch(
      /^Invalid cursor/,
    );
    const { nextCursor } = await getPage({ sort: 'name', limit: 2 });
    const body = await refused(`limit=5&sort=price_desc&cursor=${nextCursor}`);
    expect(body.message).toBe(
      'Invalid cursor: it belongs to another sort order; start again from the first page',
    );
  });
});

describe('GET /api/products, counts past the cap', () => {
  let big: Awaited<ReturnType<typeof createTestApp>>;
  const size = MATCHED_COUNT_CAP + 1;
  beforeAll(async () => {
    big = await createTestApp();
    const [user] = await big.db.insert(users).values(buildUser()).returning();
    const [tailor] = await big.db.insert(tailors).values(buildTailor(user!.id)).returning();
    const all = Array.from({ length: size }, () => buildProduct(tailor!.id));
    for (let i = 0; i < all.length; i += 2000) {
      await big.db.insert(products).values(all.slice(i, i + 2000));
    }
  });
  afterAll(() => big?.close());

  it('caps matched for a broad search and says so; whole-category counts stay exact', async () => {
    const url = (search: ProductSearch, cursor?: string) =>
      `/api/products?${productPageQueryString(search, cursor)}`;
    const searched = (await big.app.inject({ url: url({ q: 'agbada', limit: 3 }) })).json();
    expect(searched).toMatchObject({
      matched: MATCHED_COUNT_CAP,
      matchedCapped: true,
      total: size,
    });
    // Pages of a broad search still come in order, one after the other.
    const after = url({ q: 'agbada', limit: 3 }, searched.nextCursor);
    const next = (await big.app.inject({ url: after })).json();
    const both = [...searched.items, ...next.items] as { id: string; name: string }[];
    const names = both.map((p) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(new Set(ids(both)).size).toBe(6);
    const category = (await big.app.inject({ url: url({ category: 'Agbada', limit: 1 }) })).json();
    expect(category).toMatchObject({ matched: size, matchedCapped: false, total: size });
  });
});
