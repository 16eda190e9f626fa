/**
 * 1. Property-based fuzzing of every write route: thousands of generated bodies each (hostile
 * strings, wrong types, huge/negative/non-numbers, extra and server-owned fields, broken JSON);
 * then Paystack's webhook with hostile bodies correctly signed (as if the key had leaked, or
 * Paystack sent something odd): real and made-up references, every event Telo knows.
 * Figures: 5xx answers = 0; signed hostile webhooks that changed anything = 0; database
 * invariants broken afterwards = 0.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measurementKeys, type MeasurementKey } from '../shared/catalog.ts';
import { measurementRange } from '../shared/measurement-rules.ts';
import { nigerianStates } from '../shared/nigeria.ts';
import { sameOriginJson } from './helpers/bodies.ts';
import { insertEvent } from '../test/event-world.ts';
import { label, targets } from './helpers/databases.ts';
import { record, zero } from './helpers/figures.ts';
import { fuzz, spread, type FuzzRequest, type FuzzResult } from './helpers/fuzz.ts';
import { FUZZ_SEED, fuzzRuns } from './helpers/sizing.ts';
import { hostileBody, hostileSegment } from './helpers/hostile.ts';
import { startApp, type RunningApp } from './helpers/in-process.ts';
import { brokenInvariants, protectedTables, snapshot } from './helpers/invariants.ts';
import { ownedBy } from './helpers/world.ts';
import { settled, signedBySimulator } from '../test/checkout-world.ts';
import type { Db } from '../server/db/client.ts';
import { payments } from '../server/db/schema/index.ts';

const TEST = '1 Fuzzing (bodies)';
/** Bodies per write route: 2,000 in the long run (helpers/sizing.ts), fewer in CI. */
const BODY_RUNS = { long: 2_000, pglite: 250, postgres: 400 };
/** Each signed webhook may call the provider and wait on its work: fewer than the bodies. */
const SIGNED_RUNS = { long: 400, pglite: 100, postgres: 150 };

const text = (max: number) =>
  fc.string({ minLength: 1, maxLength: max }).filter((s) => s.trim() !== '');
/** A value the API accepts for this measurement in either unit (their ranges overlap). */
const size = (key: MeasurementKey) => {
  const [inches, cm] = [measurementRange(key, 'inches'), measurementRange(key, 'centimeters')];
  const [min, max] = [Math.max(inches.min, cm.min), Math.min(inches.max, cm.max)];
  return fc.oneof(
    fc.double({ min, max, noNaN: true }).map((n) => n.toFixed(2)),
    fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
  );
};

/** user1's thread about her order, opened before the fuzzing. */
let threadId = '';
/** An open aso-ebi event of another shopper, with one look (issue 32). */
const event = { id: '', lookId: '' };

function writeRoutes(t: RunningApp): [string, fc.Arbitrary<FuzzRequest>][] {
  const { productIds, user1, other } = t.world;
  const write =
    (method: 'POST' | 'PATCH') => (url: string, valid: Record<string, fc.Arbitrary<unknown>>) =>
      fc.tuple(hostileBody(valid), fc.boolean()).map(([payload, bare]): FuzzRequest => ({
        method,
        url,
        payload,
        withSession: !bare,
      }));
  const post = write('POST');
  // Upload-shaped URLs nobody uploaded, catalogue pictures and plain links.
  const photos = fc.array(
    fc.constantFrom(
      '/media/AAAAAAAAAAAAAAAAAAAAAA-800.webp',
      '/images/products/adire-1-800.webp',
      'https://example.com/x.jpg',
    ),
    { maxLength: 5 },
  );
  const patch = write('PATCH');
  // Sign-in destinations as people type them, and the six digits of a code.
  const destination = fc.oneof(
    fc.constantFrom('0803 123 4567', '+2348031234567', '234 809 111 2222', '81 2345 6789'),
    fc.constantFrom(t.world.other.phone, 'Ada@Example.NG'),
    fc.emailAddress(),
  );
  const code = fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, '0'));
  const userIds = [user1.userId, other.userId];
  const day = 24 * 60 * 60 * 1000;
  const date = fc
    .integer({ min: 1, max: 400 })
    .map((n) => new Date(Date.now() + n * day).toISOString().slice(0, 10));
  const item = fc.record(
    {
      productId: fc.constantFrom(...productIds),
      neededBy: fc.option(date),
      notes: fc.option(text(300)),
      rushAccepted: fc.boolean(),
    },
    { requiredKeys: ['productId'] },
  );
  const checkoutItems = fc.array(item, { minLength: 1, maxLength: 3 });
  const quoteItems = fc.array(
    item.map(({ productId, neededBy }) => ({ productId, neededBy })),
    { minLength: 1, maxLength: 3 },
  );
  const state = fc.constantFrom(...nigerianStates);
  const address = {
    name: text(100),
    phone: fc.constantFrom('0803 123 4567', '+2348091112222', '0701-222-3333'),
    street: text(200),
    city: text(100),
    state,
  };
  const delivery = fc.oneof(
    fc.record({
      kind: fc.constant('delivery'),
      address: fc.record(address),
      saveAddress: fc.boolean(),
    }),
    fc.constant({ kind: 'pickup' }),
  );
  const quoteDelivery = fc.oneof(
    fc.record({ kind: fc.constant('delivery'), state }),
    fc.constant({ kind: 'pickup' }),
  );
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
        ...Object.fromEntries(measurementKeys.map((k) => [k, size(k)])),
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
        specialties: fc.array(text(40), { minLength: 1, maxLength: 20 }),
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
    // Checkout and payments (issue 13): after the cart and measurements routes above, so that
    // valid bodies get as far as orders, payments and the simulator.
    [
      'POST /api/checkout/quote',
      post('/api/checkout/quote', { items: quoteItems, delivery: quoteDelivery }),
    ],
    ['POST /api/checkout', post('/api/checkout', { items: checkoutItems, delivery })],
    ['POST /api/addresses', post('/api/addresses', address)],
    [
      'POST /api/orders/:id/cancel',
      fc
        .tuple(hostileSegment([user1.orderId, other.orderId]), fc.option(hostileBody({})))
        .map(([id, payload]): FuzzRequest => ({
          method: 'POST',
          url: `/api/orders/${id}/cancel`,
          withSession: true,
          ...(payload === null ? {} : { payload }),
        })),
    ],
    [
      'POST /api/payments/:reference/retry',
      fc
        .tuple(hostileSegment(['telo_0123456789abcdef01234567']), fc.option(hostileBody({})))
        .map(([reference, payload]): FuzzRequest => ({
          method: 'POST',
          url: `/api/payments/${reference}/retry`,
          withSession: true,
          ...(payload === null ? {} : { payload }),
        })),
    ],
    // An aso-ebi guest's steps (issue 32): join, measure, pay and leave an open event, in that
    // order, so valid bodies get as far as a membership, an order and a payment.
    [
      'POST /api/events/:id/join',
      post(`/api/events/${event.id}/join`, {
        lookId: fc.oneof(fc.constant(event.lookId), hostileSegment([event.lookId])),
        sizeNote: fc.option(text(250)),
      }),
    ],
    ['POST /api/events/:id/measurements', post(`/api/events/${event.id}/measurements`, {})],
    ['POST /api/events/:id/pay', post(`/api/events/${event.id}/pay`, { delivery })],
    ['POST /api/events/:id/leave', post(`/api/events/${event.id}/leave`, {})],
    // Unsigned (every one must be refused with 401, never a 5xx).
    [
      'POST /api/payments/paystack/webhook',
      post('/api/payments/paystack/webhook', {
        event: fc.constantFrom('charge.success', 'refund.processed', 'transfer.success'),
        data: fc.record({ reference: text(100), amount: fc.integer(), currency: text(5) }),
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
    // Favourites and fit claims (issue 15).
    [
      'POST /api/followed-tailors',
      post('/api/followed-tailors', {
        userId: fc.constant('user1'),
        tailorId: fc.constant(t.world.tailor.id),
      }),
    ],
    [
      'POST /api/wishlist',
      post('/api/wishlist', {
        userId: fc.constant('user1'),
        productId: fc.constantFrom(...productIds),
      }),
    ],
    // Aso-ebi events (issue 32): dates near and far, looks of the catalogue, margins of any size.
    [
      'POST /api/events',
      post('/api/events', {
        name: text(120),
        kind: fc.constantFrom('wedding', 'burial', 'birthday', 'other'),
        eventDate: date,
        city: text(80),
        state,
        payBy: date,
        note: fc.option(text(1000)),
        showGuestNames: fc.boolean(),
        hostAddress: fc.option(fc.record(address)),
        looks: fc.array(
          fc.record({
            productId: fc.constantFrom(...productIds),
            fabricNote: text(200),
            margin: fc.oneof(fc.integer({ min: 0, max: 50_000 }), fc.double({ noNaN: true })),
            distribution: fc.constantFrom('guests', 'host'),
          }),
          { minLength: 1, maxLength: 6 },
        ),
      }),
    ],
    [
      'POST /api/fit-claims',
      post('/api/fit-claims', {
        orderId: fc.constantFrom(user1.orderId, other.orderId),
        garment: text(120),
        problem: text(2000),
        severity: fc.constantFrom('minor', 'major'),
        photos: fc.array(fc.constantFrom('/media/AAAAAAAAAAAAAAAAAAAAAA-800.webp'), {
          maxLength: 6,
        }),
        measurements: fc.option(
          fc.record({ unit: fc.constantFrom('inches', 'centimeters'), chest: size('chest') }),
        ),
      }),
    ],
    [
      'POST /api/fit-claims/:id/dispute',
      fc
        .tuple(
          hostileSegment(['0b7f3c52-4a55-4f4e-9d7c-2f0e1c7a9b11']),
          hostileBody({ note: text(1000) }),
        )
        .map(([id, payload]): FuzzRequest => ({
          method: 'POST',
          url: `/api/fit-claims/${id}/dispute`,
          withSession: true,
          payload,
        })),
    ],
    // Accounts (issue 12). Sends past the per-address limit answer 429: validation runs first.
    ['POST /api/auth/code', post('/api/auth/code', { destination })],
    ['POST /api/auth/verify', post('/api/auth/verify', { destination, code })],
    ['PATCH /api/me', patch('/api/me', { fullName: text(100) })],
    // Messages and reviews (issue 15): bodies, photos that are not uploads or not the sender's.
    [
      'POST /api/messages/threads/:threadId/messages',
      post(`/api/messages/threads/${threadId}/messages`, { body: text(2100), photos }),
    ],
    ['POST /api/orders/:orderId/thread', post(`/api/orders/${user1.orderId}/thread`, {})],
    ['POST /api/tailors/:tailorId/thread', post(`/api/tailors/${t.world.tailor.id}/thread`, {})],
    [
      'POST /api/orders/:orderId/review',
      post(`/api/orders/${user1.orderId}/review`, {
        rating: fc.integer({ min: 0, max: 6 }),
        body: text(2100),
        photos,
      }),
    ],
    [
      'POST /api/reviews/:reviewId/reply',
      fc
        .tuple(hostileSegment(['no-such-review']), hostileBody({ body: text(1100) }))
        .map(([id, payload]): FuzzRequest => ({
          method: 'POST',
          url: `/api/reviews/${id}/reply`,
          withSession: true,
          payload,
        })),
    ],
    // Last: a valid sign-out ends user1's session, and the routes above need it.
    ['POST /api/auth/sign-out', post('/api/auth/sign-out', {})],
  ];
}

/** Signed with the key the test server's provider (the simulator) checks. */
function signedWebhooks(references: string[]): fc.Arbitrary<FuzzRequest> {
  const reference = fc.oneof(fc.constantFrom(...references), text(100));
  const body = hostileBody({
    event: fc.constantFrom(
      'charge.success',
      'refund.processed',
      'transfer.success',
      'transfer.failed',
      'charge.failed',
    ),
    data: fc.record(
      {
        reference,
        transaction_reference: reference,
        status: fc.constantFrom('success', 'processed', 'failed', 'reversed'),
        amount: fc.oneof(fc.integer(), fc.constantFrom(0, 100, 4_500_000)),
        currency: fc.constantFrom('NGN', 'USD', ''),
        id: fc.oneof(fc.integer(), text(20)),
      },
      { requiredKeys: [] },
    ),
  });
  return body.map((payload): FuzzRequest => ({
    method: 'POST',
    url: '/api/payments/paystack/webhook',
    payload,
    withSession: false,
    headers: { 'x-paystack-signature': signedBySimulator(payload) },
  }));
}

/** Everything a payment event could change: orders, payments, refunds, payouts, timelines, texts. */
const paymentRows = (db: Db) =>
  snapshot(db, {
    orders: 'select * from orders order by id',
    checkouts: 'select * from checkouts order by id',
    payments: 'select * from payments order by id',
    refunds: 'select * from refunds order by id',
    payouts: 'select * from payouts order by id',
    events: 'select id, order_id, kind from order_events order by id',
    texts: 'select id, "to", body from outbound_messages order by id',
  });

describe.each(targets())('$kind', (target) => {
  const database = label(target);
  const RUNS = fuzzRuns(target, BODY_RUNS);
  const SIGNED = fuzzRuns(target, SIGNED_RUNS);
  let t: RunningApp;
  let protectedBefore: string;
  let otherBefore: unknown;
  const results = new Map<string, FuzzResult>();

  beforeAll(async () => {
    t = await startApp(target);
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${t.world.user1.orderId}/thread`,
      headers: sameOriginJson(t.world.user1.cookie),
      payload: {},
    });
    threadId = opened.json().id;
    const [product] = t.world.products;
    const made = await insertEvent(t.db, t.world.other.userId, [
      { productId: product!.id, tailorId: t.world.tailor.id, outfitKobo: 4_000_000 },
    ]);
    event.id = made.event.id;
    event.lookId = made.looks[0]!.id;
    protectedBefore = await protectedTables(t.db);
    otherBefore = await ownedBy(t.db, t.world.other.userId);
  });
  afterAll(() => t?.close());

  // 21 routes of 2,000 requests each in the long run: minutes on two busy cores.
  it(`answers ${RUNS.toLocaleString('en')} generated bodies per write route without a 5xx`, async () => {
    console.log(`${database}: ${RUNS} bodies per route, fuzz seed ${FUZZ_SEED} (TELO_FUZZ_SEED)`);
    for (const [route, requests] of writeRoutes(t)) {
      const result = await fuzz(t, requests, RUNS);
      results.set(route, result);
      console.log(`${database} ${route}: ${result.sent} requests → ${spread(result.statuses)}`);
    }
    const sent = [...results.values()].reduce((n, r) => n + r.sent, 0);
    const errors = [...results.values()].reduce((n, r) => n + r.serverErrors, 0);
    const routes = writeRoutes(t).length;
    record({
      test: TEST,
      database,
      name: `write routes fuzzed (each ≥ ${RUNS.toLocaleString('en')} bodies)`,
      value: results.size,
      target: `${routes} routes`,
      status:
        results.size === routes && [...results.values()].every((r) => r.sent >= RUNS)
          ? 'met'
          : 'missed',
      note: `${sent.toLocaleString('en')} requests`,
    });
    const examples = [...results.entries()].flatMap(([route, r]) =>
      r.examples.map((e) => `${route}: ${e}`),
    );
    zero(TEST, database, '5xx answers', errors, examples[0]);
    expect(examples).toEqual([]);
    // Every write route × 2,000 bodies: longer than the suite's 5 minutes on a busy two-core machine.
  }, 600_000);

  it(`answers ${SIGNED} hostile webhooks signed with the key without a 5xx or a change`, async () => {
    // The checkouts fuzzed above left unpaid payments: real references to aim at.
    const references = (await t.db.select({ reference: payments.reference }).from(payments)).map(
      (r) => r.reference,
    );
    const quiet = async () => {
      await settled(t.app);
      await t.app.payouts.idle();
    };
    await quiet();
    const before = await paymentRows(t.db);
    const result = await fuzz(
      t,
      signedWebhooks([...references, 'telo_0123456789abcdef01234567']),
      SIGNED,
    );
    await quiet();
    const changed = (await paymentRows(t.db)) !== before ? 1 : 0;
    console.log(
      `${database} signed webhooks (${references.length} real references): ${result.sent} requests → ${spread(result.statuses)}`,
    );
    zero(
      TEST,
      database,
      '5xx answers to signed hostile webhooks',
      result.serverErrors,
      result.examples[0],
    );
    zero(TEST, database, 'signed hostile webhooks that changed anything', changed);
    expect(result.examples).toEqual([]);
    expect(changed).toBe(0);
  }, 120_000);

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
