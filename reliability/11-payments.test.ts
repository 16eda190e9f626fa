/**
 * 11. Payments (issue 13): the webhook, verify and checkout under attack, replay, concurrency and
 * a crash, through the real routes and the local Paystack simulator.
 * Figures: forged or wrongly signed webhooks accepted = 0; replayed webhooks that change anything
 * = 0; 20 concurrent deliveries → 1 payment and 1 receipt per order; verify answering a smaller
 * amount, another currency or failed → orders paid = 0; price tampering → effect 0; two checkouts
 * of one cart at once → 1 set of orders; a crash between Paystack's success and our write →
 * payments lost = 0; signed webhooks past the write limit refused = 0.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  checkouts,
  measurements,
  orders,
  outboundMessages,
  payments,
  paystackSimTransactions,
} from '../server/db/schema/index.ts';
import { paystackSignature } from '../server/modules/money/payments/paystack.ts';
import { chargeSuccessBody, postWebhook, signedBySimulator } from '../test/checkout-world.ts';
import { buildMeasurements } from '../test/factories.ts';
import { label, targets } from './helpers/databases.ts';
import { record, zero } from './helpers/figures.ts';
import { startApp, type RunningApp } from './helpers/in-process.ts';
import { brokenInvariants } from './helpers/invariants.ts';

const TEST = '11 Payments';
const FORGERIES = 200;

describe.each(targets())('$kind', (target) => {
  const database = label(target);
  let t: RunningApp;

  beforeAll(async () => {
    // Write limits as in production (120 a minute): the webhook must never meet them.
    t = await startApp(target, {
      config: {
        rateLimits: {
          writesPerMinutePerAddress: 600,
          writesPerMinutePerSession: 120,
          notFoundPerMinutePerAddress: 100_000,
          signInCodesPerAddressPerHour: 20,
        },
      },
    });
    await t.db.insert(measurements).values(buildMeasurements('user1'));
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.db.update(checkouts).set({ state: 'closed' });
  });

  const cookie = () => t.world.user1.cookie;
  const headers = () => ({
    cookie: cookie(),
    'content-type': 'application/json',
    'sec-fetch-site': 'same-origin',
  });
  const settled = async () => {
    for (let i = 0; i < 3; i++) {
      await t.app.paystackSimulator?.idle();
      await t.app.payments.idle();
    }
  };
  async function cartOf(productIds: string[]) {
    await t.app.inject({
      method: 'DELETE',
      url: '/api/users/user1/cart',
      headers: { cookie: cookie() },
    });
    for (const productId of productIds) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: headers(),
        payload: { productId },
      });
      expect(res.statusCode).toBe(201);
    }
  }
  const checkout = (productIds: string[], extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: headers(),
      payload: {
        items: productIds.map((productId) => ({ productId, ...extra })),
        delivery: { kind: 'pickup' },
      },
    });
  async function started(productIds: string[]) {
    await cartOf(productIds);
    const res = await checkout(productIds);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { reference: string; orderIds: string[] };
  }
  const webhook = (body: string, signature?: string) => postWebhook(t.app, body, signature);
  const charge = chargeSuccessBody;
  const sign = signedBySimulator;
  const paidAtPaystack = (reference: string, changes: Record<string, unknown> = {}) =>
    t.db
      .update(paystackSimTransactions)
      .set({ status: 'success', channel: 'card', paidAt: sql`now()`, ...changes })
      .where(eq(paystackSimTransactions.reference, reference));
  const paidOrders = async (orderIds: string[]) =>
    (await t.db.select().from(orders)).filter(
      (o) => orderIds.includes(o.id) && o.paymentState === 'paid',
    ).length;
  const snapshot = async () =>
    JSON.stringify({
      orders: await t.db.select().from(orders).orderBy(orders.id),
      payments: await t.db.select().from(payments).orderBy(payments.id),
      messages: (await t.db.select({ n: sql<number>`count(*)::int` }).from(outboundMessages))[0],
    });

  it('accepts no forged or wrongly signed webhook', async () => {
    const { reference, orderIds } = await started([t.world.productIds[0]!]);
    await paidAtPaystack(reference);
    const body = charge(reference);
    const before = await snapshot();
    let accepted = 0;
    for (let i = 0; i < FORGERIES; i++) {
      const signature = [
        undefined,
        '',
        sign(`${body} `),
        paystackSignature(`sk_test_guess_${i}`, body),
        sign(body).slice(0, 127) + (sign(body).endsWith('0') ? '1' : '0'),
      ][i % 5];
      if ((await webhook(body, signature)).statusCode !== 401) accepted++;
    }
    await settled();
    const changed = (await snapshot()) !== before ? 1 : 0;
    zero(TEST, database, `forged or wrongly signed webhooks accepted (of ${FORGERIES})`, accepted);
    zero(TEST, database, 'changes made by forged webhooks', changed);
    expect({ accepted, changed, paid: await paidOrders(orderIds) }).toEqual({
      accepted: 0,
      changed: 0,
      paid: 0,
    });
  });

  it('pays once for 20 concurrent deliveries, and replays change nothing', async () => {
    const [a, b] = t.world.productIds;
    const { reference, orderIds } = await started([a!, b!]);
    await paidAtPaystack(reference);
    await t.db.delete(outboundMessages);
    const body = charge(reference);
    const answers = await Promise.all(Array.from({ length: 20 }, () => webhook(body, sign(body))));
    await settled();
    const successes = (
      await t.db.select().from(payments).where(eq(payments.reference, reference))
    ).filter((p) => p.state === 'success').length;
    const receipts = (await t.db.select().from(outboundMessages)).filter((m) =>
      m.body.startsWith('Telo receipt'),
    ).length;
    const before = await snapshot();
    for (let i = 0; i < 10; i++) await webhook(body, sign(body));
    await settled();
    const replayChanges = (await snapshot()) !== before ? 1 : 0;
    record({
      test: TEST,
      database,
      name: '20 concurrent deliveries of one event → payments, receipts (2 orders)',
      value: successes,
      target: '1 payment, 2 receipts',
      status: successes === 1 && receipts === 2 ? 'met' : 'missed',
      note: `receipts ${receipts}; answers ${[...new Set(answers.map((r) => r.statusCode))].join(',')}`,
    });
    zero(TEST, database, 'replayed webhooks (10) that changed anything', replayChanges);
    expect({ successes, receipts, replayChanges, paid: await paidOrders(orderIds) }).toEqual({
      successes: 1,
      receipts: 2,
      replayChanges: 0,
      paid: 2,
    });
  });

  it('marks nothing paid when verify answers a smaller amount, another currency or failed', async () => {
    let paid = 0;
    const cases = [{ amount: 100 }, { currency: 'USD' }, { status: 'failed' }];
    for (const changes of cases) {
      await t.db.update(checkouts).set({ state: 'closed' });
      const { reference, orderIds } = await started([t.world.productIds[2]!]);
      await paidAtPaystack(reference, changes);
      await webhook(charge(reference), sign(charge(reference)));
      await t.app.inject({ url: `/api/payments/${reference}`, headers: { cookie: cookie() } });
      await settled();
      paid += await paidOrders(orderIds);
    }
    zero(TEST, database, 'orders paid on a wrong amount, currency or failed verify', paid);
    expect(paid).toBe(0);
  });

  it('ignores prices sent by the client', async () => {
    const productId = t.world.productIds[3]!;
    await cartOf([productId]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: headers(),
      payload: {
        items: [{ productId, price: 1, totalAmount: 1, basePrice: 1 }],
        delivery: { kind: 'pickup', fee: -1000 },
        total: 1,
        amount: 100,
      },
    });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, res.json().orderIds[0]));
    const product = t.world.products[3]!;
    const tampered = order!.totalAmount !== product.price ? 1 : 0;
    zero(TEST, database, 'effect of client-sent prices', tampered, `total ${order!.totalAmount}`);
    expect(order!.totalAmount).toBe(product.price);
  });

  it('makes one set of orders from two checkouts of the same cart at once', async () => {
    const [a, b] = t.world.productIds;
    await cartOf([a!, b!]);
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;
    const answers = await Promise.all([checkout([a!, b!]), checkout([a!, b!])]);
    const after = (await t.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;
    const sets = (after - before) / 2;
    record({
      test: TEST,
      database,
      name: 'sets of orders from two simultaneous checkouts of one cart',
      value: sets,
      target: '= 1',
      status: sets === 1 ? 'met' : 'missed',
      note: `answers ${answers.map((r) => r.statusCode).join(', ')}`,
    });
    expect(sets).toBe(1);
  });

  it('recovers a payment whose webhook was lost in a crash, by the next webhook or verify', async () => {
    let lost = 0;
    for (const recovery of ['webhook', 'verify'] as const) {
      await t.db.update(checkouts).set({ state: 'closed' });
      const { reference, orderIds } = await started([t.world.productIds[4]!]);
      // Paystack took the money; our server died before writing anything (no webhook handled).
      await paidAtPaystack(reference);
      if (recovery === 'webhook') await webhook(charge(reference), sign(charge(reference)));
      else await t.app.inject({ url: `/api/payments/${reference}`, headers: { cookie: cookie() } });
      await settled();
      lost += orderIds.length - (await paidOrders(orderIds));
    }
    zero(
      TEST,
      database,
      'payments lost to a crash before our write (recovered by webhook, verify)',
      lost,
    );
    expect(lost).toBe(0);
  });

  it('never rate-limits signed webhooks, while checkout writes are limited per session', async () => {
    const body = JSON.stringify({ event: 'transfer.success', data: {} });
    const answers = await Promise.all(Array.from({ length: 150 }, () => webhook(body, sign(body))));
    const refused = answers.filter((a) => a.statusCode !== 200).length;
    const quotes = [];
    for (let i = 0; i < 130; i++) {
      quotes.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/checkout/quote',
          headers: headers(),
          payload: { items: [{ productId: t.world.productIds[0] }], delivery: { kind: 'pickup' } },
        }),
      );
    }
    const limited = quotes.filter((q) => q.statusCode === 429).length;
    zero(TEST, database, 'signed webhooks refused past the write limit (150 at once)', refused);
    record({
      test: TEST,
      database,
      name: 'checkout writes past 120 a minute from one session answered 429',
      value: limited,
      target: '> 0',
      status: limited > 0 ? 'met' : 'missed',
    });
    expect(refused).toBe(0);
    expect(limited).toBeGreaterThan(0);
  });

  it('leaves every database invariant holding', async () => {
    const broken = await brokenInvariants(t.db);
    zero(
      TEST,
      database,
      'invariant violations afterwards',
      Object.keys(broken).length,
      JSON.stringify(broken),
    );
    expect(broken).toEqual({});
  });
});
