import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import {
  expectApiError,
  insertProduct,
  insertTailor,
  insertUser1,
  isoTimestamp,
  issuePaths,
} from '../../../test/fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let best: { id: string; userId: string };
let middle: { id: string };
let newcomer: { id: string };
let bestProducts: string[];

beforeAll(async () => {
  t = await createTestApp();
  await insertUser1(t.db); // the placeholder shopper every request acts for exists, as seeded
  // Inserted out of rating order, so "highest rated first" really sorts.
  middle = await insertTailor(t.db, { rating: 4.2 });
  newcomer = await insertTailor(t.db, { rating: 0, reviewCount: 0, isVerified: false });
  best = await insertTailor(t.db, {
    businessName: 'Port Harcourt Senator Studio',
    location: 'Port Harcourt',
    specialties: ['Senator', "Men's Formal"],
    bio: 'Sharp senator suits for Rivers State weddings and boardrooms.',
    experience: 15,
    rating: 4.95,
    reviewCount: 312,
    isVerified: true,
    responseTime: 'Within 1 hour',
    completedOrders: 640,
  });
  bestProducts = [
    (await insertProduct(t.db, best.id, { name: 'Navy Senator Suit', category: 'Senator' })).id,
    (await insertProduct(t.db, best.id, { name: 'Ivory Kaftan', category: 'Senator' })).id,
  ];
  await insertProduct(t.db, middle.id);
});
afterAll(() => t?.close());

describe('GET /api/tailors', () => {
  it('answers every tailor, highest rated first', async () => {
    const res = await t.app.inject({ url: '/api/tailors' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: string; rating: number }[];
    expect(list.map((x) => x.id)).toEqual([best.id, middle.id, newcomer.id]);
    expect(list.map((x) => x.rating)).toEqual([4.95, 4.2, 0]);
  });

  it('answers each tailor with the spec’s fields, numbers as numbers', async () => {
    const [first] = (await t.app.inject({ url: '/api/tailors' })).json();
    // The spec's fields (§3); the server may add more.
    expect(first).toMatchObject({
      id: best.id,
      userId: best.userId,
      businessName: 'Port Harcourt Senator Studio',
      specialties: ['Senator', "Men's Formal"],
      location: 'Port Harcourt',
      bio: 'Sharp senator suits for Rivers State weddings and boardrooms.',
      experience: 15,
      rating: 4.95,
      reviewCount: 312,
      isVerified: true,
      responseTime: 'Within 1 hour',
      completedOrders: 640,
      createdAt: expect.stringMatching(isoTimestamp),
    });
  });
});

describe('GET /api/tailors/:id', () => {
  it('answers the tailor', async () => {
    const res = await t.app.inject({ url: `/api/tailors/${best.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: best.id, rating: 4.95, completedOrders: 640 });
  });

  it('answers 404 with a message for an unknown id', async () => {
    const res = await t.app.inject({ url: '/api/tailors/no-such-tailor' });
    expect(expectApiError(res, 404).message).toBe('Tailor not found');
  });

  it('answers 400 naming the id for odd characters', async () => {
    expect(issuePaths(await t.app.inject({ url: '/api/tailors/a%2Fb' }))).toEqual(['id']);
  });
});

describe('GET /api/tailors/:id/products', () => {
  it('answers only that tailor’s outfits, each with the tailor embedded', async () => {
    const res = await t.app.inject({ url: `/api/tailors/${best.id}/products` });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: string; price: unknown; tailor: unknown }[];
    expect(list.map((p) => p.id).sort()).toEqual([...bestProducts].sort());
    for (const p of list) {
      expect(typeof p.price).toBe('number');
      expect(p.tailor).toEqual({
        businessName: 'Port Harcourt Senator Studio',
        location: 'Port Harcourt',
        rating: 4.95,
      });
    }
  });

  it('answers an empty list for a tailor without outfits', async () => {
    const res = await t.app.inject({ url: `/api/tailors/${newcomer.id}/products` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('answers 404 with a message for an unknown tailor', async () => {
    const res = await t.app.inject({ url: '/api/tailors/no-such-tailor/products' });
    expect(expectApiError(res, 404).message).toBe('Tailor not found');
  });
});
