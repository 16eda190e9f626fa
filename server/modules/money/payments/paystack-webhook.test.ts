import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  checkouts,
  orders,
  outboundMessages,
  payments,
  paystackSimTransactions,
} from '../../../db/schema/index.ts';
import { createTestApp } from '../../../../test/test-app.ts';
import {
  SHOPPER_PHONE,
  buildShop,
  chargeSuccessBody,
  checkoutBody,
  fillCart,
  messagesTo,
  postWebhook,
  settled,
  signedBySimulator,
  startCheckout,
} from '../../../../test/checkout-world.ts';
import { paystackSignature } from './paystack.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let shop: Awaited<ReturnType<typeof buildShop>>;

beforeAll(async () => {
  t = await createTestApp();
  shop = await buildShop(t.db);
});
afterAll(() => t?.close());
beforeEach(async () => {
  await fillCart(t.db, [shop.agbada.id, shop.gele.id]);
  await t.db.delete(outboundMessages);
  // Each test checks out anew (an identical open checkout would be answered again).
  await t.db.update(checkouts).set({ state: 'closed' });
});

const webhook = (body: string, signature?: string) => postWebhook(t.app, body, signature);
const chargeSuccess = chargeSuccessBody;
const signed = signedBySimulator;

/** Paystack took the money but Telo has not heard yet (the webhook is still to come). */
async function paidAtPaystack(reference: string, changes: Record<string, unknown> = {}) {
  await t.db
    .update(paystackSimTransactions)
    .set({ status: 'success', channel: 'card', paidAt: sql`now()`, ...changes })
    .where(eq(paystackSimTransactions.reference, reference));
}

async function paymentStates(reference: string) {
  const [payment] = await t.db.select().from(payments).where(eq(payments.reference, reference));
  const rows = await t.db
    .select({ paymentState: orders.paymentState })
    .from(orders)
    .where(eq(orders.checkoutId, payment!.checkoutId));
  return { payment: payment!.state, orders: rows.map((o) => o.paymentState) };
}

describe('POST /api/payments/paystack/webhook', () => {
  it('refuses a forged, missing or wrongly keyed signature with 401 and changes nothing', async () => {
    const { reference } = await startCheckout(t.app, checkoutBody([shop.agbada.id]));
    await paidAtPaystack(reference);
    const body = chargeSuccess(reference);
    const forgeries = [
      undefined,
      '',
      'a'.repeat(128),
      paystackSignature('sk_test_someone_else', body),
      signed(body).toUpperCase().slice(0, 127),
      // A signature of other bytes: the same JSON with a space added.
      signed(body.replace(':', ': ')),
    ];
    for (const signature of forgeries) {
      const res = await webhook(body, signature);
      expect(res.statusCode).toBe(401);
    }
    await settled(t.app);
    expect(await paymentStates(reference)).toEqual({ payment: 'initialized', orders: ['unpaid'] });
  });

  it('answers 200 to a signed event and pays only after verifying with Paystack', async () => {
    const { reference } = await startCheckout(t.app, checkoutBody([shop.agbada.id]));
    // Signed, but Paystack says the shopper has not paid: nothing changes.
    expect(
      (await webhook(chargeSuccess(reference), signed(chargeSuccess(reference)))).statusCode,
    ).toBe(200);
    await settled(t.app);
    expect(await paymentStates(reference)).toEqual({ payment: 'initialized', orders: ['unpaid'] });
    await paidAtPaystack(reference);
    expect(
      (await webhook(chargeSuccess(reference), signed(chargeSuccess(reference)))).statusCode,
    ).toBe(200);
    await settled(t.app);
    expect(await paymentStates(reference)).toEqual({ payment: 'success', orders: ['paid'] });
  });

  it('20 concurrent deliveries and replays pay once and send one receipt per order', async () => {
    const { reference } = await startCheckout(t.app, checkoutBody([shop.agbada.id, shop.gele.id]));
    await paidAtPaystack(reference);
    const body = chargeSuccess(reference);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => webhook(body, signed(body))),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    await settled(t.app);
    for (let i = 0; i < 3; i++) await webhook(body, signed(body));
    await settled(t.app);
    expect(await paymentStates(reference)).toEqual({
      payment: 'success',
      orders: ['paid', 'paid'],
    });
    expect(await messagesTo(t.db, SHOPPER_PHONE)).toHaveLength(2);
    expect(await messagesTo(t.db, shop.tailorPhones.lagos)).toHaveLength(1);
    expect(await messagesTo(t.db, shop.tailorPhones.ibadan)).toHaveLength(1);
  });

  it.each([
    ['a smaller amount', { amount: 100 }, 'initialized'],
    ['another currency', { currency: 'GHS' }, 'initialized'],
    ['failed', { status: 'failed' }, 'failed'],
  ])('verify answering %s leaves the orders unpaid', async (_name, changes, paymentState) => {
    const { reference } = await startCheckout(t.app, checkoutBody([shop.gele.id]));
    await paidAtPaystack(reference, changes);
    await webhook(chargeSuccess(reference), signed(chargeSuccess(reference)));
    await settled(t.app);
    expect(await paymentStates(reference)).toEqual({ payment: paymentState, orders: ['unpaid'] });
    expect(await messagesTo(t.db, SHOPPER_PHONE)).toEqual([]);
  });

  it('a crash between Paystack’s success and our write is recovered by verify on the next look', async () => {
    const { reference } = await startCheckout(t.app, checkoutBody([shop.gele.id]));
    // The webhook never arrived (our server was down); the reference was stored before leaving.
    await paidAtPaystack(reference);
    const status = await t.app.inject({ url: `/api/payments/${reference}` });
    expect(status.json()).toMatchObject({ state: 'success', orders: [{ paymentState: 'paid' }] });
  });

  it('ignores signed events it has no use for, and unknown references', async () => {
    for (const body of [
      JSON.stringify({ event: 'transfer.success', data: {} }),
      chargeSuccess('telo_unknown'),
      JSON.stringify({ event: 'charge.success' }),
    ]) {
      expect((await webhook(body, signed(body))).statusCode).toBe(200);
    }
    // Signed but no event object: refused as a bad request, never a 5xx.
    for (const body of ['not json', 'null', '42', '[]', '"charge.success"']) {
      expect((await webhook(body, signed(body))).statusCode, body).toBe(400);
    }
  });
});

describe('GET /api/payments/:reference', () => {
  it('answers another shopper’s or an unknown reference with 404', async () => {
    const res = await t.app.inject({ url: '/api/payments/telo_nobody' });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/payments/a%20b' })).statusCode).toBe(400);
  });
});
