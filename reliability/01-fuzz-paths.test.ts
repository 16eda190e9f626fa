/**
 * 1. Property-based fuzzing of every path parameter of every route, and of the list queries
 * (search, filters, sort, page size, cursor — forged cursors included); since issue 13, the
 * payment reference, Paystack's callback query and the simulator's payment page.
 * Figure: 5xx answers = 0.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { label, targets } from './helpers/databases.ts';
import { FUZZ_SEED, fuzzRuns } from './helpers/sizing.ts';
import { zero, record } from './helpers/figures.ts';
import { fuzz, spread, type FuzzRequest, type FuzzResult } from './helpers/fuzz.ts';
import { hostileSegment, hostileStrings, hostileValue, toPayload } from './helpers/hostile.ts';
import { startApp, type RunningApp } from './helpers/in-process.ts';
import { sameOriginJson } from './helpers/bodies.ts';

const TEST = '1 Fuzzing (paths, queries)';
/** Addresses per route: 500 in the long run (helpers/sizing.ts), fewer in CI. */
const PATH_RUNS = { long: 500, pglite: 150, postgres: 250 };

/** A query string: known keys and unknown ones, hostile values, keys repeated. */
function hostileQuery(keys: string[], known: Record<string, string[]>) {
  // A cursor that passes the format check but holds anything at all once decoded.
  const forgedCursor = hostileValue.map((v) => Buffer.from(toPayload(v)).toString('base64url'));
  const value = (key: string) =>
    fc.oneof(
      fc.constantFrom(...(known[key] ?? [''])),
      hostileStrings,
      fc.string({ unit: 'binary', maxLength: 80 }),
      key === 'cursor' ? forgedCursor : fc.integer().map(String),
    );
  const pair = fc
    .oneof(fc.constantFrom(...keys), fc.string({ maxLength: 6 }))
    .chain((key) =>
      value(key).map(
        (v) => `${encodeURIComponent(key.toWellFormed())}=${encodeURIComponent(v.toWellFormed())}`,
      ),
    );
  return fc
    .array(pair, { maxLength: 7 })
    .map((pairs) => (pairs.length ? `?${pairs.join('&')}` : ''));
}

/** A checkout the other shopper started (unpaid): a real reference and simulator page. */
type Started = { reference: string; accessCode: string };

function readRoutes(t: RunningApp, started: Started): [string, fc.Arbitrary<FuzzRequest>][] {
  const { productIds, tailor, user1, other } = t.world;
  const get = (url: fc.Arbitrary<string>) =>
    fc
      .tuple(url, fc.boolean())
      .map(([u, bare]): FuzzRequest => ({ method: 'GET', url: u, withSession: !bare }));
  const users = hostileSegment([user1.userId, other.userId]);
  const products = hostileSegment(productIds);
  const tailors = hostileSegment([tailor.id]);
  const orders = hostileSegment([user1.orderId, other.orderId]);
  return [
    ['GET /api/products/:id', get(products.map((id) => `/api/products/${id}`))],
    ['GET /api/tailors/:id', get(tailors.map((id) => `/api/tailors/${id}`))],
    ['GET /api/tailors/:id/products', get(tailors.map((id) => `/api/tailors/${id}/products`))],
    ['GET /api/users/:userId/cart', get(users.map((id) => `/api/users/${id}/cart`))],
    ['GET /api/users/:userId/cart/count', get(users.map((id) => `/api/users/${id}/cart/count`))],
    [
      'GET /api/users/:userId/measurements',
      get(users.map((id) => `/api/users/${id}/measurements`)),
    ],
    ['GET /api/users/:userId/orders', get(users.map((id) => `/api/users/${id}/orders`))],
    ['GET /api/orders/:id', get(orders.map((id) => `/api/orders/${id}`))],
    // Payments (issue 13): another shopper's reference too, which must read as unknown.
    [
      'GET /api/payments/:reference',
      get(hostileSegment([started.reference]).map((ref) => `/api/payments/${ref}`)),
    ],
    [
      'GET /dev/paystack/checkout/:accessCode',
      get(hostileSegment([started.accessCode]).map((code) => `/dev/paystack/checkout/${code}`)),
    ],
    [
      'GET /api/products?…',
      get(
        hostileQuery(['q', 'category', 'tailor', 'sort', 'limit', 'cursor'], {
          q: ['agbada', '%', '_'],
          category: ['Agbada', 'Lace'],
          tailor: [tailor.id],
          sort: ['name', 'price_asc', 'price_desc', 'rating', 'created'],
          limit: ['1', '24', '100'],
        }).map((q) => `/api/products${q}`),
      ),
    ],
    [
      // Accounts (issue 12): user1 is no admin, so past validation this answers 403.
      'GET /api/admin/tailor-applications?…',
      get(
        hostileQuery(['page', 'pageSize'], { page: ['1', '2'], pageSize: ['1', '20', '50'] }).map(
          (q) => `/api/admin/tailor-applications${q}`,
        ),
      ),
    ],
    [
      // The browser back from Paystack: verified with the provider, then a redirect.
      'GET /api/payments/paystack/callback?…',
      get(
        hostileQuery(['reference', 'trxref'], {
          reference: [started.reference],
          trxref: [started.reference],
        }).map((q) => `/api/payments/paystack/callback${q}`),
      ),
    ],
    [
      'GET /api/tailors?…',
      get(
        hostileQuery(['q', 'location', 'specialty', 'sort', 'limit', 'cursor'], {
          q: ['stitch', '%'],
          location: ['Lagos'],
          specialty: ['Agbada'],
          sort: ['rating', 'experience', 'orders', 'response', 'name'],
          limit: ['1', '24', '100'],
        }).map((q) => `/api/tailors${q}`),
      ),
    ],
  ];
}

describe.each(targets())('$kind', (target) => {
  const database = label(target);
  const RUNS = fuzzRuns(target, PATH_RUNS);
  let t: RunningApp;
  let started: Started;
  beforeAll(async () => {
    t = await startApp(target);
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: sameOriginJson(t.world.other.cookie),
      payload: JSON.stringify({
        items: [{ productId: t.world.productIds[2] }],
        delivery: { kind: 'pickup' },
      }),
    });
    expect(checkout.statusCode, checkout.body).toBe(201);
    const { reference, authorizationUrl } = checkout.json();
    started = { reference, accessCode: new URL(authorizationUrl).pathname.split('/').pop()! };
  });
  afterAll(() => t?.close());

  it(`answers ${RUNS.toLocaleString('en')} generated addresses per route without a 5xx`, async () => {
    console.log(
      `${database}: ${RUNS} addresses per route, fuzz seed ${FUZZ_SEED} (TELO_FUZZ_SEED)`,
    );
    const results = new Map<string, FuzzResult>();
    for (const [route, requests] of readRoutes(t, started)) {
      const result = await fuzz(t, requests, RUNS);
      results.set(route, result);
      console.log(`${database} ${route}: ${result.sent} requests → ${spread(result.statuses)}`);
    }
    const all = [...results.values()];
    const routes = readRoutes(t, started).length;
    record({
      test: TEST,
      database,
      name: `routes fuzzed (each ≥ ${RUNS.toLocaleString('en')} addresses)`,
      value: results.size,
      target: `${routes} routes (paths and queries)`,
      status: all.length === routes && all.every((r) => r.sent >= RUNS) ? 'met' : 'missed',
      note: `${all.reduce((n, r) => n + r.sent, 0).toLocaleString('en')} requests; DELETE parameters are fuzzed with the bodies`,
    });
    const examples = [...results.entries()].flatMap(([route, r]) =>
      r.examples.map((e) => `${route}: ${e}`),
    );
    zero(
      TEST,
      database,
      '5xx answers',
      all.reduce((n, r) => n + r.serverErrors, 0),
      examples[0],
    );
    expect(examples).toEqual([]);
  });
});
