/**
 * 1. Property-based fuzzing of every write route: thousands of generated bodies each (hostile
 * strings, wrong types, huge/negative/non-numbers, extra and server-owned fields, broken JSON).
 * Figures: 5xx answers = 0; database invariants broken afterwards = 0.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measurementKeys } from '../shared/catalog.ts';
import { label, targets } from './helpers/databases.ts';
import { record, zero } from './helpers/figures.ts';
import { fuzz, spread, type FuzzRequest, type FuzzResult } from './helpers/fuzz.ts';
import { hostileBody, hostileSegment } from './helpers/hostile.ts';
import { startApp, type RunningApp } from './helpers/in-process.ts';
import { brokenInvariants, protectedTables } from './helpers/invariants.ts';
import { ownedBy } from './helpers/world.ts';

const TEST = '1 Fuzzing (bodies)';
const RUNS = 2_000;

const text = (max: number) =>
  fc.string({ minLength: 1, maxLength: max }).filter((s) => s.trim() !== '');
const size = fc.oneof(
  fc.double({ min: 0.01, max: 120, noNaN: true }).map((n) => n.toFixed(2)),
  fc.integer({ min: 1, max: 120 }),
);

function writeRoutes(t: RunningApp): [string, fc.Arbitrary<FuzzRequest>][] {
  const { productIds, user1, other } = t.world;
  const post = (url: string, valid: Record<string, fc.Arbitrary<unknown>>) =>
    fc.tuple(hostileBody(valid), fc.boolean()).map(([payload, bare]): FuzzRequest => ({
      method: 'POST',
      url,
      payload,
      withSession: !bare,
    }));
  const userIds = [user1.userId, other.userId];
  const del = (segments: fc.Arbitrary<string>[], path: (s: string[]) => string) =>
    fc
      .tuple(fc.tuple(...segments), fc.option(hostileBody({ userId: fc.constant('user1') })))
      .map(([s, payload]): FuzzRequest => ({
        method: 'DELETE',
        url: path(s),
        withSession: true,
        ...(payload === null ? {} : { payload }),
      }));
  return [
    [
      'POST /api/cart',
      post('/api/cart', {
        userId: fc.constant('user1'),
        productId: fc.constantFrom(...productIds),
        quantity: fc.integer({ min: 1, max: 10 }),
      }),
    ],
    [
      'POST /api/measurements',
      post('/api/measurements', {
        userId: fc.constant('user1'),
        ...Object.fromEntries(measurementKeys.map((k) => [k, size])),
        unit: fc.constantFrom('inches', 'centimeters'),
      }),
    ],
    [
      'POST /api/tailor-applications',
      post('/api/tailor-applications', {
        userId: fc.constant('user1'),
        businessName: text(120),
        businessDescription: text(300),
        location: text(60),
        phone: fc.constantFrom('0803 123 4567', '+234 803 123 4567', '(0809) 111-2222'),
        experience: fc.oneof(
          fc.integer({ min: 0, max: 50 }),
          fc.integer({ min: 0, max: 50 }).map(String),
        ),
        specialties: fc.array(text(60), { minLength: 1, maxLength: 20 }),
        previousWork: fc.option(text(300)),
        businessLicense: fc.option(text(100)),
      }),
    ],
    [
      'POST /api/contact-messages',
      post('/api/contact-messages', {
        name: text(100),
        email: fc.oneof(fc.constantFrom('ada@example.ng', 'chidi.obi@mail.com'), fc.emailAddress()),
        category: fc.option(text(50)),
        subject: text(200),
        message: text(1000),
      }),
    ],
    [
      'DELETE /api/users/:userId/cart/:productId',
      del(
        [hostileSegment(userIds), hostileSegment(productIds)],
        ([u, p]) => `/api/users/${u}/cart/${p}`,
      ),
    ],
    [
      'DELETE /api/users/:userId/cart',
      del([hostileSegment(userIds)], ([u]) => `/api/users/${u}/cart`),
    ],
  ];
}

describe.each(targets())('$kind', (target) => {
  const database = label(target);
  let t: RunningApp;
  let protectedBefore: string;
  let otherBefore: unknown;
  const results = new Map<string, FuzzResult>();

  beforeAll(async () => {
    t = await startApp(target);
    protectedBefore = await protectedTables(t.db);
    otherBefore = await ownedBy(t.db, t.world.other.userId);
  });
  afterAll(() => t?.close());

  it(`answers ${RUNS.toLocaleString('en')} generated bodies per write route without a 5xx`, async () => {
    for (const [route, requests] of writeRoutes(t)) {
      const result = await fuzz(t, requests, RUNS);
      results.set(route, result);
      console.log(`${database} ${route}: ${result.sent} requests → ${spread(result.statuses)}`);
    }
    const sent = [...results.values()].reduce((n, r) => n + r.sent, 0);
    const errors = [...results.values()].reduce((n, r) => n + r.serverErrors, 0);
    record({
      test: TEST,
      database,
      name: `write routes fuzzed (each ≥ ${RUNS.toLocaleString('en')} bodies)`,
      value: results.size,
      target: '6 routes',
      status:
        results.size === 6 && [...results.values()].every((r) => r.sent >= RUNS) ? 'met' : 'missed',
      note: `${sent.toLocaleString('en')} requests`,
    });
    const examples = [...results.entries()].flatMap(([route, r]) =>
      r.examples.map((e) => `${route}: ${e}`),
    );
    zero(TEST, database, '5xx answers', errors, examples[0]);
    expect(examples).toEqual([]);
  });

  it('leaves every database invariant holding afterwards', async () => {
    const broken = await brokenInvariants(t.db);
    const protectedChanged = (await protectedTables(t.db)) !== protectedBefore ? 1 : 0;
    const otherChanged =
      JSON.stringify(await ownedBy(t.db, t.world.other.userId)) !== JSON.stringify(otherBefore)
        ? 1
        : 0;
    const violations =
      Object.values(broken).reduce((n, c) => n + c, 0) + protectedChanged + otherChanged;
    zero(TEST, database, 'invariant violations afterwards', violations, JSON.stringify(broken));
    expect(broken).toEqual({});
    expect({ protectedChanged, otherChanged }).toEqual({ protectedChanged: 0, otherChanged: 0 });
  });
});
