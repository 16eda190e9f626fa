/**
 * Telo as production runs it: live mode with PAYSTACK_SECRET_KEY and PAYSTACK_BASE_URL set,
 * listening on a real port, against test/fake-paystack.ts (an independent server speaking
 * Paystack's documented API). What Telo sends Paystack is read from the fake's record, and
 * Paystack's webhooks arrive over HTTP, signed with the key: the same journey works unchanged
 * against any server that speaks that API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toKobo } from '../../../../shared/money.ts';
import type { CheckoutQuote, OrderDetail } from '../../../../shared/schemas/checkout.ts';
import { orderEvents, orders, outboundMessages, refunds } from '../../../db/schema/index.ts';
import { SIMULATOR_SECRET_KEY } from './simulator/paystack-simulator.routes.ts';
import {
  SHOPPER_PHONE,
  buildShop,
  checkoutBody,
  fillCart,
  settled,
} from '../../../../test/checkout-world.ts';
import { startFakePaystack } from '../../../../test/fake-paystack.ts';
import { cookieHeader, signIn } from '../../../../test/sign-in.ts';
import {
  createTestApp,
  createTestDatabase,
  liveMode,
  testConfig,
} from '../../../../test/test-app.ts';
import { buildApp } from '../../../app.ts';

const SECRET_KEY = 'sk_test_3f0c9a7be21d4c58a6e0b1d2c3f4a5b6c7d8e9f0';
const PUBLIC_URL = 'https://telo.example';

let fake: Awaited<ReturnType<typeof startFakePaystack>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let origin: string;
let shop: Awaited<ReturnType<typeof buildShop>>;
let session: Record<string, string>;

beforeAll(async () => {
  fake = await startFakePaystack({ secretKey: SECRET_KEY });
  t = await createTestApp({
    demoShopper: false,
    // Codes are read from the development outbox, which live mode allows only when told.
    messages: liveMode.messages,
    payments: { publicUrl: PUBLIC_URL, paystack: { baseUrl: fake.baseUrl, secretKey: SECRET_KEY } },
  });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  // What a merchant types into Paystack's dashboard (behind PUBLIC_URL's proxy in real life).
  fake.setWebhookUrl(`${origin}/api/payments/paystack/webhook`);
  shop = await buildShop(t.db);
  session = cookieHeader((await signIn(t.app, SHOPPER_PHONE)).token);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const shopper = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: session, ...(payload ? { payload } : {}) });

/** What a replayed event could have changed: orders, their timelines, refunds, texts. */
const snapshot = async () =>
  JSON.stringify({
    orders: await t.db.select().from(orders).orderBy(orders.id),
    events: await t.db.select().from(orderEvents).orderBy(orderEvents.id),
    refunds: await t.db.select().from(refunds).orderBy(refunds.id),
    texts: await t.db
      .select({ to: outboundMessages.to, body: outboundMessages.body })
      .from(outboundMessages)
      .orderBy(outboundMessages.id),
  });

describe('Telo with PAYSTACK_SECRET_KEY set, in live mode', () => {
  it('mounts no simulator: its routes answer 404, even to its own key', async () => {
    expect(t.app.paystackSimulator).toBeUndefined();
    const tries = [
      ['GET', '/dev/paystack/checkout/0123456789abcdef0123'],
      ['POST', '/dev/paystack/checkout/0123456789abcdef0123'],
      ['POST', '/dev/paystack/transaction/initialize'],
      ['GET', '/dev/paystack/transaction/verify/telo_0123456789abcdef01234567'],
      ['POST', '/dev/paystack/refund'],
    ] as const;
    for (const [method, path] of tries) {
      const res = await fetch(`${origin}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${SIMULATOR_SECRET_KEY}`,
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        ...(method === 'POST' ? { body: '{}' } : {}),
      });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });

  it('pays through Paystack’s API and webhooks, refunds a cancelled order, and ignores a replay', async () => {
    const items = [shop.agbada.id, shop.gele.id];
    await fillCart(t.db, items);
    const quoted = await shopper('POST', '/api/checkout/quote', {
      items: items.map((productId) => ({ productId })),
      // The address checkout sends: delivery is priced by its city and state (issue 29).
      delivery: { kind: 'delivery', state: 'Lagos', city: 'Lagos' },
    });
    const quote = quoted.json() as CheckoutQuote;
    expect(quote.amountDue).toBe(quote.total);

    // Checkout: Telo initializes a transaction and sends the shopper to Paystack's page.
    const started = await shopper('POST', '/api/checkout', checkoutBody(items));
    expect(started.statusCode, started.body).toBe(201);
    const { reference, orderIds, authorizationUrl } = started.json();
    expect(orderIds).toHaveLength(2);
    expect(authorizationUrl).toMatch(/^https:\/\/checkout\.paystack\.com\/[0-9a-f]+$/);
    const [initialize, ...more] = fake.requestsTo('POST', '/transaction/initialize');
    expect(more).toEqual([]);
    expect(initialize!.headers).toMatchObject({
      authorization: `Bearer ${SECRET_KEY}`,
      'content-type': 'application/json',
    });
    expect(initialize!.body).toMatchObject({
      email: 'user1@example.ng',
      amount: toKobo(quote.total),
      currency: 'NGN',
      reference,
      callback_url: `${PUBLIC_URL}/api/payments/paystack/callback`,
      metadata: { orderIds },
    });
    expect(Number.isInteger((initialize!.body as { amount: unknown }).amount)).toBe(true);

    // The shopper pays; Paystack announces it. Telo verifies before believing it.
    fake.decide(reference, 'success');
    expect((await fake.chargeSuccess(reference)).status).toBe(200);
    await settled(t.app);
    expect(fake.requestsTo('GET', `/transaction/verify/${reference}`).length).toBeGreaterThan(0);
    const paid = await shopper('GET', `/api/payments/${reference}`);
    expect(paid.json()).toMatchObject({ state: 'success' });
    expect(paid.json().orders.map((o: OrderDetail) => o.paymentState)).toEqual(['paid', 'paid']);

    // Cancel Order: the whole order's amount goes back through POST /refund.
    const cancelledId = orderIds[0];
    const cancelled = await shopper('POST', `/api/orders/${cancelledId}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const order = cancelled.json() as OrderDetail;
    expect(order.paymentState).toBe('refund_pending');
    const refundAsked = fake.requestsTo('POST', '/refund');
    expect(refundAsked).toHaveLength(1);
    expect(refundAsked[0]!.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(refundAsked[0]!.body).toEqual({
      transaction: reference,
      amount: toKobo(order.totalAmount),
    });

    // Paystack processes it: refund.processed makes the order refunded; the other stays paid.
    const [processed, ...others] = await fake.processRefunds();
    expect(others).toEqual([]);
    expect(processed!.status).toBe(200);
    await settled(t.app);
    const states = async () =>
      (await shopper('GET', `/api/payments/${reference}`))
        .json()
        .orders.map((o: OrderDetail) => [o.id, o.paymentState]);
    expect(Object.fromEntries(await states())).toEqual({
      [cancelledId]: 'refunded',
      [orderIds[1]]: 'paid',
    });

    // The same event again, byte for byte and correctly signed, changes nothing.
    const before = await snapshot();
    expect((await fake.redeliver(processed!)).status).toBe(200);
    expect((await fake.chargeSuccess(reference)).status).toBe(200);
    await settled(t.app);
    expect(await snapshot()).toBe(before);
  });
});

describe('one payment at a time (issue 28), against a keyed Paystack', () => {
  it('20 identical checkouts at once initialize one transaction and answer its one link', async () => {
    await fillCart(t.db, [shop.cap.id]);
    const before = fake.requestsTo('POST', '/transaction/initialize').length;
    const body = checkoutBody([shop.cap.id], { delivery: { kind: 'pickup' } });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => shopper('POST', '/api/checkout', body)),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(201);
    expect(new Set(answers.map((a) => a.json().authorizationUrl)).size).toBe(1);
    expect(fake.requestsTo('POST', '/transaction/initialize').length - before).toBe(1);
  });
});

describe('live mode without PAYSTACK_SECRET_KEY', () => {
  it('refuses to build unless the simulator is allowed (PAYSTACK_SIMULATOR=on)', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      await database.migrate();
      const build = (payments: object) =>
        buildApp({
          database,
          config: { ...testConfig, demoShopper: false, messages: liveMode.messages, payments },
          logger: false,
        });
      await expect(build({})).rejects.toThrow(/needs PAYSTACK_SECRET_KEY/);
      const rehearsal = await build({ simulatorInLiveMode: true });
      expect(rehearsal.paystackSimulator).toBeDefined();
      await rehearsal.close();
    } finally {
      await database.close();
      await drop();
    }
  });
});
