import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  checkouts,
  measurements,
  orders,
  outboundMessages,
  payments,
  refunds,
  ledgerEntries,
  ledgerTransactions,
} from '../../../db/schema/index.ts';
import { createTestApp } from '../../../../test/test-app.ts';
import { USER1, clearShopperData } from '../../../../test/fixtures.ts';
import { buildMeasurements } from '../../../../test/factories.ts';
import {
  SHOPPER_PHONE,
  cartProductIds,
  checkout,
  messagesTo,
  checkoutBody,
  fillCart,
  pay,
  settled,
  startCheckout,
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

let t: Awaited<ReturnType<typeof createTestApp>>;
let shop: Awaited<ReturnType<typeof buildClaimsWorld>>;
let lagosTailor: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ payments: { simulatorTransferMs: 0, simulatorRefundMs: 0 } });
  shop = await buildClaimsWorld(t.db);
  lagosTailor = await sessionOf(t.app, shop.tailorPhones.lagos);
  admin = await sessionOf(t.app, ADMIN_PHONE);
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.delete(refunds);
  // An open checkout of an earlier test would be answered again instead of a new one.
  await t.db.update(checkouts).set({ state: 'closed' });
  await clearShopperData(t.db);
  await t.db.insert(measurements).values(buildMeasurements(USER1));
});

/** Store credit as Telo issues it: a major fit claim, disputed, credited by an admin. */
async function creditShopper(naira: number) {
  const order = await deliveredOrder(t.db, shop.agbada, new Date(Date.now() - 2 * DAY_MS));
  const claim = await report(t.app, claimBody(order.id, { severity: 'major' }));
  await post(t.app, `/api/fit-claims/${claim.id}/dispute`, { note: 'Not ours' }, lagosTailor);
  const res = await post(
    t.app,
    `/api/fit-claims/${claim.id}/decide`,
    { decision: 'credit', creditAmount: naira, note: 'Credit' },
    admin,
  );
  expect(res.statusCode, res.body).toBe(200);
}

const balance = async () =>
  (await t.app.inject({ url: `/api/users/${USER1}/store-credit` })).json().balance as number;
const quote = async (productIds: string[], delivery: object) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/checkout/quote',
      payload: { items: productIds.map((productId) => ({ productId })), delivery },
    })
  ).json();
const orderRow = async (id: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const cancel = (id: string) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, payload: {} });

describe('store credit at checkout', () => {
  it('pays part of the next checkout; Paystack is asked for the rest only', async () => {
    await creditShopper(20000);
    await fillCart(t.db, [shop.agbada.id]);
    // The quote asks for the address the checkout sends (lagosAddress: Lagos, Lagos).
    const priced = await quote([shop.agbada.id], {
      kind: 'delivery',
      state: 'Lagos',
      city: 'Lagos',
    });
    expect(priced).toMatchObject({ credit: 20000, amountDue: priced.total - 20000 });

    const started = await startCheckout(t.app, checkoutBody([shop.agbada.id]));
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.reference, started.reference));
    expect(payment!.amountKobo).toBe(Math.round(priced.total * 100) - 2_000_000);
    expect(await balance()).toBe(0);

    await pay(t.app, started.authorizationUrl, 'success');
    const paid = await orderRow(started.orderIds[0]!);
    expect(paid).toMatchObject({ paymentState: 'paid', creditKobo: 2_000_000 });
    expect(await cartProductIds(t.db)).toEqual([]);

    // Cancelled: Paystack refunds what it took, the credit comes back to the account.
    expect((await cancel(paid.id)).statusCode).toBe(200);
    await settled(t.app);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, paid.id));
    expect(refund!.amountKobo).toBe(payment!.amountKobo);
    expect(await balance()).toBe(20000);
    expect((await cancel(paid.id)).statusCode).toBe(409);
    expect(await balance()).toBe(20000);
  });

  it('a checkout credit pays in full needs no Paystack, and its cancel gives it all back', async () => {
    await creditShopper(15000);
    await fillCart(t.db, [shop.cap.id]);
    const priced = await quote([shop.cap.id], { kind: 'pickup' });
    expect(priced).toMatchObject({ total: 12000, credit: 12000, amountDue: 0 });

    const res = await checkout(t.app, {
      items: [{ productId: shop.cap.id }],
      delivery: { kind: 'pickup' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const started = res.json();
    expect(started.authorizationUrl).toBe(`/checkout/complete?reference=${started.reference}`);
    const confirmation = await t.app.inject({ url: `/api/payments/${started.reference}` });
    expect(confirmation.json()).toMatchObject({ state: 'success', amount: 0 });
    expect(await orderRow(started.orderIds[0])).toMatchObject({
      paymentState: 'paid',
      creditKobo: 1_200_000,
    });
    expect(await balance()).toBe(3000);
    expect(await cartProductIds(t.db)).toEqual([]);

    expect((await cancel(started.orderIds[0])).statusCode).toBe(200);
    expect(await orderRow(started.orderIds[0])).toMatchObject({ paymentState: 'refunded' });
    expect(await t.db.select().from(refunds)).toEqual([]);
    expect(await balance()).toBe(15000);
  });

  it('two checkouts at once spend the same credit once', async () => {
    await creditShopper(15000);
    await fillCart(t.db, [shop.agbada.id, shop.gele.id]);
    const results = await Promise.all([
      checkout(t.app, checkoutBody([shop.agbada.id])),
      checkout(t.app, checkoutBody([shop.gele.id])),
    ]);
    for (const r of results) expect(r.statusCode, r.body).toBe(201);
    const orderIds = results.flatMap((r) => r.json().orderIds as string[]);
    const credits = await Promise.all(orderIds.map(async (id) => (await orderRow(id)).creditKobo));
    expect(credits.reduce((a, b) => a + b, 0)).toBe(1_500_000);
    expect(await balance()).toBe(0);
    const spent = await t.db
      .select({ kobo: ledgerEntries.amountKobo })
      .from(ledgerTransactions)
      .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
      .where(
        and(eq(ledgerTransactions.kind, 'credit_spent'), like(ledgerEntries.account, 'credit:%')),
      );
    expect(spent.map((e) => e.kobo)).toEqual([-1_500_000]);
  });

  it('an unpaid checkout that expires gives its credit back', async () => {
    await creditShopper(5000);
    await fillCart(t.db, [shop.gele.id]);
    const started = await startCheckout(t.app, checkoutBody([shop.gele.id]));
    expect(await balance()).toBe(0);
    await t.db
      .update(checkouts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkouts.userId, USER1));
    await t.app.payments.sweep();
    expect(await orderRow(started.orderIds[0]!)).toMatchObject({ status: 'cancelled' });
    expect(await balance()).toBe(5000);
  });

  it('a changed checkout of the same items moves the credit to the new one', async () => {
    await creditShopper(5000);
    await fillCart(t.db, [shop.gele.id]);
    await startCheckout(t.app, checkoutBody([shop.gele.id]));
    const changed = await startCheckout(
      t.app,
      checkoutBody([shop.gele.id], { delivery: { kind: 'pickup' } }),
    );
    expect(await orderRow(changed.orderIds[0]!)).toMatchObject({ creditKobo: 500_000 });
    expect(await balance()).toBe(0);
  });
});

describe('exact words when credit paid part or all (issue 28, finding 6)', () => {
  const texts = async () => (await messagesTo(t.db, SHOPPER_PHONE)).map((m) => m.body);

  it('the order, its receipt and the texts show the split, and where each part goes back', async () => {
    await t.db.delete(outboundMessages);
    await creditShopper(20000);
    await fillCart(t.db, [shop.agbada.id]);
    const started = await startCheckout(t.app, checkoutBody([shop.agbada.id]));
    await pay(t.app, started.authorizationUrl, 'success');
    const id = started.orderIds[0]!;
    const detail = (await t.app.inject({ url: `/api/orders/${id}` })).json();
    expect(detail.payment).toMatchObject({ amount: 86500, card: 66500, credit: 20000 });
    expect(detail.receipt).toMatchObject({
      total: 86500,
      card: 66500,
      credit: 20000,
      channel: 'card',
    });
    const confirmation = await t.app.inject({ url: `/api/payments/${started.reference}` });
    expect(confirmation.json()).toMatchObject({ amount: 66500, credit: 20000, channel: 'card' });
    expect(await texts()).toContainEqual(
      expect.stringContaining('paid ₦66,500 by card through Paystack + ₦20,000 Telo credit'),
    );

    expect((await cancel(id)).statusCode).toBe(200);
    expect(await texts()).toContainEqual(
      expect.stringContaining(
        '₦66,500 back to your card through Paystack; ₦20,000 back to your Telo credit.',
      ),
    );
  });

  it('a credit-only order reads "Telo credit", never a raw code', async () => {
    await t.db.delete(outboundMessages);
    await creditShopper(15000);
    await fillCart(t.db, [shop.cap.id]);
    const res = await checkout(t.app, {
      items: [{ productId: shop.cap.id }],
      delivery: { kind: 'pickup' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().orderIds[0];
    const detail = (await t.app.inject({ url: `/api/orders/${id}` })).json();
    expect(detail.receipt).toMatchObject({ total: 12000, card: 0, credit: 12000 });
    expect(await texts()).toContainEqual(expect.stringContaining('paid ₦12,000 Telo credit.'));
    expect((await cancel(id)).statusCode).toBe(200);
    const all = await texts();
    expect(all).toContainEqual(expect.stringContaining('₦12,000 back to your Telo credit.'));
    for (const text of all) expect(text).not.toMatch(/store_credit|₦0\b/);
  });
});
