import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tailors, users } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { buildTailor, buildUser } from '../../../test/factories.ts';
import {
  tailorPageQueryString,
  tailorSorts,
  type TailorPage,
  type TailorSearch,
  type TailorSort,
} from '../../../shared/schemas/tailor-list.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
type Row = {
  id: string;
  businessName: string;
  location: string;
  bio: string;
  specialties: string[];
  experience: number;
  rating: number;
  completedOrders: number;
  minutes: number;
};
const rows: Row[] = [];

// Values with ties, case differences, a substring location, a specialty that only contains
// another's name, literal % and _, and a response time nobody can parse (it sorts last).
const names = [
  'Adunni Stitches',
  'adunni stitches',
  'Zainab Lace Atelier',
  'kano royal threads',
  'Bespoke 100% Tailors',
  'Bespoke_Tailors',
  'Bespoke Tailors',
];
const locations = ['Lagos', 'Ikeja, Lagos', 'Abuja', 'Port Harcourt', 'Kano'];
const specialtySets = [['Agbada', 'Senator'], ['Lace'], ['Lace Couture'], [], ['Aso-oke', 'Lace']];
const experiences = [3, 8, 8, 15, 0, 22];
const completed = [120, 0, 640, 120, 55];
const ratings = [4.95, 4.2, 4.2, 0, 3.5, 5];
const responses: [string, number][] = [
  ['Within 30 minutes', 30],
  ['Within 1 hour', 60],
  ['Within 2 hours', 120],
  ['Within 24 hours', 1440],
  ['Within 1 day', 1440],
  ['Same day', 1440],
  ['Replies when free', 2 ** 31 - 1],
  ['Within 2 hours', 120],
];
const bios = ['Master of ASO-OKE weaving in Iseyin.', 'Tailoring for weddings since 2009.'];

beforeAll(async () => {
  t = await createTestApp();
  const people = Array.from({ length: 29 }, () => buildUser());
  await t.db.insert(users).values(people);
  const built = people.map((person, i) => {
    const [responseTime, minutes] = responses[i % responses.length]!;
    const columns = {
      id: randomUUID(),
      businessName: names[i % names.length]!,
      location: locations[i % locations.length]!,
      specialties: specialtySets[i % specialtySets.length]!,
      experience: experiences[i % experiences.length]!,
      completedOrders: completed[i % completed.length]!,
      rating: ratings[i % ratings.length]!,
      bio: bios[i % bios.length]!,
    };
    rows.push({ ...columns, minutes });
    return buildTailor(person.id!, { ...columns, responseTime });
  });
  await t.db.insert(tailors).values(built);
});
afterAll(() => t?.close());

const compare = (x: string | number, y: string | number) => (x < y ? -1 : x > y ? 1 : 0);
/** The same orders, done in JavaScript: key first, then id in the key's direction. */
const expectedOrder: Record<TailorSort, (a: Row, b: Row) => number> = {
  rating: (a, b) => compare(b.rating, a.rating) || compare(b.id, a.id),
  experience: (a, b) => compare(b.experience, a.experience) || compare(b.id, a.id),
  orders: (a, b) => compare(b.completedOrders, a.completedOrders) || compare(b.id, a.id),
  response: (a, b) => compare(a.minutes, b.minutes) || compare(a.id, b.id),
  name: (a, b) =>
    compare(a.businessName.toLowerCase(), b.businessName.toLowerCase()) || compare(a.id, b.id),
};
const ids = (list: { id: string }[]) => list.map((x) => x.id);

async function getPage(search: TailorSearch, cursor?: string | null) {
  const res = await t.app.inject({ url: `/api/tailors?${tailorPageQueryString(search, cursor)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TailorPage;
}

/** Follows nextCursor to the end; answers every row seen and the first page. */
async function walk(search: TailorSearch) {
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

describe('GET /api/tailors, plain form (spec §7)', () => {
  it('still answers the array, highest rated first, with only the spec’s fields', async () => {
    const list = (await t.app.inject({ url: '/api/tailors' })).json();
    expect(ids(list)).toEqual(ids([...rows].sort(expectedOrder.rating)));
    expect(Object.keys(list[0]).sort()).toEqual(
      [
        'id',
        'userId',
        'businessName',
        'specialties',
        'location',
        'bio',
        'experience',
        'rating',
        'reviewCount',
        'isVerified',
        'responseTime',
        'completedOrders',
        'createdAt',
      ].sort(),
    );
  });
});

describe('GET /api/tailors, paged form', () => {
  it.each(tailorSorts)('walks every tailor once, sorted by %s', async (sort) => {
    const { seen, first } = await walk({ sort, limit: 4 });
    expect(first.items).toHaveLength(4);
    expect(new Set(ids(seen)).size).toBe(seen.length);
    expect(ids(seen)).toEqual(ids([...rows].sort(expectedOrder[sort])));
  });

  it('sorts Highest Rated by default and counts every tailor', async () => {
    const page = await getPage({ limit: 2 });
    expect(ids(page.items)).toEqual(ids([...rows].sort(expectedOrder.rating).slice(0, 2)));
    expect(page).toMatchObject({ matched: rows.length, matchedCapped: false, total: rows.length });
  });

  it('matches a location as a substring, ignoring case', async () => {
    const { seen, first } = await walk({ location: 'lagos', limit: 3 });
    const wanted = rows.filter((r) => r.location.includes('Lagos'));
    expect(new Set(seen.map((x) => x.location))).toEqual(new Set(['Lagos', 'Ikeja, Lagos']));
    expect(ids(seen)).toEqual(ids(wanted.sort(expectedOrder.rating)));
    expect(first).toMatchObject({ matched: wanted.length, total: rows.length });
  });

  it('matches a specialty only when the tailor lists exactly it', async () => {
    const { seen, first } = await walk({ specialty: 'Lace', sort: 'name', limit: 3 });
    const wanted = rows.filter((r) => r.specialties.includes('Lace'));
    expect(ids(seen)).toEqual(ids(wanted.sort(expectedOrder.name)));
    expect(seen.some((x) => x.specialties.includes('Lace Couture'))).toBe(false);
    expect(first.matched).toBe(wanted.length);
  });

  it('searches business name or bio, ignoring case, with other filters', async () => {
    const byName = await walk({ q: 'ADUNNI', limit: 3 });
    const named = rows.filter((r) => r.businessName.toLowerCase().includes('adunni'));
    expect(ids(byName.seen).sort()).toEqual(ids(named).sort());
    const search: TailorSearch = { q: 'aso-oke', location: 'Kano', sort: 'experience', limit: 1 };
    const { seen, first } = await walk(search);
    const wanted = rows.filter((r) => r.bio.includes('ASO-OKE') && r.location === 'Kano');
    expect(wanted.length).toBeGreaterThan(1);
    expect(ids(seen)).toEqual(ids(wanted.sort(expectedOrder.experience)));
    expect(first).toMatchObject({ matched: wanted.length, total: rows.length });
  });

  it('matches % and _ in a search literally', async () => {
    const percent = await getPage({ q: '0%', limit: 100 });
    expect(new Set(percent.items.map((x) => x.businessName))).toEqual(
      new Set(['Bespoke 100% Tailors']),
    );
    const underscore = await getPage({ q: 'e_T', limit: 100 });
    expect(new Set(underscore.items.map((x) => x.businessName))).toEqual(
      new Set(['Bespoke_Tailors']),
    );
  });

  it('answers an empty page when nothing matches', async () => {
    const page = await getPage({ q: 'nobody sews here', specialty: 'Lace', limit: 10 });
    expect(page).toEqual({
      items: [],
      nextCursor: null,
      matched: 0,
      matchedCapped: false,
      total: rows.length,
    });
  });
});

describe('GET /api/tailors, refused queries', () => {
  const refused = async (query: string) => {
    const res = await t.app.inject({ url: `/api/tailors?${query}` });
    expect(res.statusCode, res.body).toBe(400);
    return res.json() as { message: string; issues?: { path: string; message: string }[] };
  };

  it.each([
    ['sort=popular&limit=5', 'sort'],
    ['limit=-1', 'limit'],
    ['limit=1000', 'limit'],
    ['limit=2.5', 'limit'],
    [`q=${'z'.repeat(101)}&limit=5`, 'q'],
    [`location=${'x'.repeat(61)}&limit=5`, 'location'],
    ['cursor=%25%25', 'cursor'],
  ])('%s → 400 naming %s', async (query, path) => {
    const body = await refused(query);
    expect(body.issues?.map((i) => i.path)).toContain(path);
  });

  it('refuses a forged cursor and a cursor from another sort', async () => {
    const forged = Buffer.from(JSON.stringify(['experience', '1e99', 'x'])).toString('base64url');
    const body = await refused(`limit=5&sort=experience&cursor=${forged}`);
    expect(body.message).toMatch(/^Invalid cursor/);
    const { nextCursor } = await getPage({ sort: 'orders', limit: 2 });
    expect((await refused(`limit=5&sort=response&cursor=${nextCursor}`)).message).toMatch(
      /another sort order/,
    );
  });
});
