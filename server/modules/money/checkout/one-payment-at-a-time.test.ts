/**
 * Issue 28, findings 4 and 5: one payment at a time per checkout. Twenty identical checkouts at
 * once open one payable attempt (live mode, the simulator as Paystack); a checkout that store
 * credit pays in full settles inside its own transaction, so twenty at once make one paid
 * checkout and no cancellation, no ₦0 refund and no ₦0 text.
 */
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  checkouts,
  measurements,
  orders,
  outboundMessages,
  payments,
  refunds,
} from '../../../db/schema/index.ts';
import { createTestApp, liveMode } from '../../../../test/test-app.ts';
import { USER1, clearShopperData } from '../../../../test/fixtures.ts';
import { buildMeasurements } from '../../../../test/factories.ts';
import {
  SHOPPER_PHONE,
  checkoutBody,
  fillCart,
  pay,
  settled,
} from '../../../../test/checkout-world.ts';
import {
  ADMIN_PHONE,
  DAY_MS,
  buildClaimsWorld,
  claimBody,
  deliveredOrder,
  post,
  report,
  sessionOf,
} from '../../../../test/fit-claims-world.ts';
import { cookieHeader, signIn } from '../../../../test/sign-in.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let shop: Awaited<ReturnType<typeof buildClaimsWorld>>;
let shopper: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({
    ...liveMode,
    payments: { ...liveMode.payments, simulatorTransferMs: 0, simulatorRefundMs: 0 },
  });
  shop = await buildClaimsWorld(t.db);
  shopper = cookieHeader((await signIn(t.app, SHOPPER_PHONE)).token);
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.delete(refunds);
  await t.db.update(checkouts).set({ state: 'closed' });
  await clearShopperData(t.db);
  await t.db.delete(outboundMessages);
  await t.db.insert(measurements).values(buildMeasurements(USER1));
});

const checkoutAs = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/checkout', payload: body as object, headers: shopper });

/** Store credit as Telo issues it: a major fit claim, disputed, credited by an admin. */
async function creditShopper(naira: number) {
  const order = await deliveredOrder(t.db, shop.agbada, new Date(Date.now() - 2 * DAY_MS));
  const claim = await report(t.app, claimBody(order.id, { severity: 'major' }), shopper);
  const tailor = await sessionOf(t.app, shop.tailorPhones.lagos);
  await post(t.app, `/api/fit-claims/${claim.id}/dispute`, { note: 'Not ours' }, tailor);
  const admin = await sessionOf(t.app, ADMIN_PHONE);
  const res = await post(
    t.app,
    `/api/fit-claims/${claim.id}/decide`,
    { decision: 'credit', creditAmount: naira, note: 'Credit' },
    admin,
  );
  expect(res.statusCode, res.body).toBe(200);
}

describe('one payment at a time per checkout', () => {
  it('20 identical checkouts at once open one payable attempt; paying it pays the orders', async () => {
    await fillCart(t.db, [shop.gele.id]);
    const body = checkoutBody([shop.gele.id]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkoutAs(body)));
    for (const a of answers) expect(a.statusCode, a.body).toBe(201);
    const links = new Set(answers.map((a) => a.json().authorizationUrl as string));
    const references = new Set(answers.map((a) => a.json().reference as string));
    expect(links.size).toBe(1);
    expect(references.size).toBe(1);
    const attempts = await t.db
      .select()
      .from(payments)
      .innerJoin(checkouts, eq(payments.checkoutId, checkouts.id))
      .where(eq(checkouts.userId, USER1));
    expect(attempts.filter((a) => a.checkouts.state === 'open')).toHaveLength(1);
    expect(attempts.map((a) => a.payments.state)).toEqual(['initialized']);

    // Starting payment again while that attempt is open answers the same link.
    const [reference] = references;
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${reference}/retry`,
      payload: {},
      headers: shopper,
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().authorizationUrl).toBe([...links][0]);

    await pay(t.app, [...links][0]!, 'success');
    const [order] = await t.db.select().from(orders).where(eq(orders.userId, USER1));
    expect(order!.paymentState).toBe('paid');
  });
});

describe('a checkout store credit pays in full', () => {
  it('20 at once make one paid checkout: no cancellation, no ₦0 refund, no ₦0 text', async () => {
    await creditShopper(20000);
    await fillCart(t.db, [shop.cap.id]);
    const body = { items: [{ productId: shop.cap.id }], delivery: { kind: 'pickup' } };
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkoutAs(body)));
    await settled(t.app);
    for (const a of answers) expect([201, 409], a.body).toContain(a.statusCode);
    const placed = answers.filter((a) => a.statusCode === 201);
    expect(new Set(placed.map((a) => JSON.stringify(a.json().orderIds))).size).toBe(1);

    const paidCheckouts = await t.db
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.userId, USER1), eq(checkouts.state, 'paid')));
    expect(paidCheckouts).toHaveLength(1);
    const mine = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, USER1), eq(orders.productId, shop.cap.id)));
    expect(mine.map((o) => [o.status, o.paymentState])).toEqual([['pending', 'paid']]);
    expect(await t.db.select().from(refunds)).toEqual([]);
    const zeroTexts = await t.db
      .select()
      .from(outboundMessages)
      .where(like(outboundMessages.body, '%₦0%'));
    expect(zeroTexts).toEqual([]);
    // No attempt of it is payable through Paystack.
    const [{ open }] = (await t.db
      .select({ open: sql<number>`count(*)::int` })
      .from(payments)
      .where(eq(payments.state, 'initialized'))) as [{ open: number }];
    expect(open).toBe(0);
  });
});
