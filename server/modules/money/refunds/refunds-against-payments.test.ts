/**
 * Issue 28, finding 3: a cancellation refunds the payment that paid the order, never just any
 * successful payment of its checkout; a refusal from the provider is a failure with its words,
 * listed on the admin desk's Needs attention panel (Retry, Mark settled by hand), and never
 * asked again every minute.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  checkouts,
  measurements,
  orders,
  outboundMessages,
  payments,
  paystackSimRefunds,
  paystackSimTransactions,
  refunds,
} from '../../../db/schema/index.ts';
import { createTestApp } from '../../../../test/test-app.ts';
import { USER1, clearShopperData, expectApiError } from '../../../../test/fixtures.ts';
import { buildMeasurements } from '../../../../test/factories.ts';
import {
  SHOPPER_PHONE,
  checkoutBody,
  fillCart,
  messagesTo,
  pay,
  settled,
  startCheckout,
} from '../../../../test/checkout-world.ts';
import {
  ADMIN_PHONE,
  buildClaimsWorld,
  post,
  sessionOf,
} from '../../../../test/fit-claims-world.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let shop: Awaited<ReturnType<typeof buildClaimsWorld>>;
let admin: Record<string, string>;
let shopper: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ payments: { simulatorTransferMs: 0, simulatorRefundMs: 0 } });
  shop = await buildClaimsWorld(t.db);
  admin = await sessionOf(t.app, ADMIN_PHONE);
  shopper = await sessionOf(t.app, SHOPPER_PHONE);
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.delete(refunds);
  await t.db.update(checkouts).set({ state: 'closed' });
  await clearShopperData(t.db);
  await t.db.delete(outboundMessages);
  await t.db.insert(measurements).values(buildMeasurements(USER1));
});

const orderRow = async (id: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const cancel = (id: string) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, payload: {} });
const failedList = (headers = admin) => t.app.inject({ url: '/api/admin/refunds/failed', headers });
/** Paystack's word on a transaction, as its stand-in keeps it. */
const simSays = (reference: string, status: string) =>
  t.db
    .update(paystackSimTransactions)
    .set({ status })
    .where(eq(paystackSimTransactions.reference, reference));

describe('a cancellation refunds the payment that paid the order', () => {
  it('not a duplicate charge of the same checkout that was already refunded whole', async () => {
    await fillCart(t.db, [shop.gele.id]);
    const started = await startCheckout(t.app, checkoutBody([shop.gele.id]));
    // A duplicate charge of this checkout, paid before and already refunded whole, stored first.
    const [attempt] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.reference, started.reference));
    await t.db.delete(payments).where(eq(payments.reference, started.reference));
    const duplicate = 'telo_duplicate0000000000000001';
    await t.db.insert(payments).values({
      checkoutId: attempt!.checkoutId,
      reference: duplicate,
      amountKobo: attempt!.amountKobo,
      email: attempt!.email,
      state: 'success',
      channel: 'card',
      paidAt: new Date(Date.now() - 60_000),
    });
    await t.db.insert(refunds).values({
      paymentReference: duplicate,
      amountKobo: attempt!.amountKobo,
      state: 'processed',
      requestedAt: new Date(),
      processedAt: new Date(),
    });
    await t.db.insert(payments).values(attempt!);

    await pay(t.app, started.authorizationUrl, 'success');
    const orderId = started.orderIds[0]!;
    expect(await orderRow(orderId)).toMatchObject({
      paymentState: 'paid',
      paidByReference: started.reference,
    });
    expect((await cancel(orderId)).statusCode).toBe(200);
    await settled(t.app);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(refund).toMatchObject({
      paymentReference: started.reference,
      amountKobo: attempt!.amountKobo,
      state: 'processed',
    });
    expect(await orderRow(orderId)).toMatchObject({ paymentState: 'refunded' });
  });
});

describe('a refund the provider refuses', () => {
  it('fails with its words, waits on Needs attention, and Retry asks again', async () => {
    await fillCart(t.db, [shop.gele.id]);
    const started = await startCheckout(t.app, checkoutBody([shop.gele.id]));
    await pay(t.app, started.authorizationUrl, 'success');
    const orderId = started.orderIds[0]!;
    await simSays(started.reference, 'failed');

    expect((await cancel(orderId)).statusCode).toBe(200);
    await settled(t.app);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(refund).toMatchObject({
      state: 'failed',
      failureReason: 'Transaction has not been paid',
    });
    expect(await orderRow(orderId)).toMatchObject({ paymentState: 'refund_pending' });

    // The sweep leaves a refusal alone: the provider is not asked again every minute.
    await t.app.payments.sweep();
    await t.app.payments.sweep();
    const [after] = await t.db.select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(after).toMatchObject({ state: 'failed', requestedAt: refund!.requestedAt });

    // Listed for admins (only), with the provider's words.
    expectApiError(await failedList(shopper), 403);
    const listed = await failedList();
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({
      total: 1,
      items: [
        {
          id: refund!.id,
          orderId,
          productName: 'Aso-oke Gele Set',
          paymentReference: started.reference,
          failureReason: 'Transaction has not been paid',
          state: 'failed',
        },
      ],
    });

    // Retry while the provider still says no: failed again, with its words.
    const refused = await post(t.app, `/api/admin/refunds/${refund!.id}/retry`, {}, admin);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({ state: 'failed' });

    // The provider agrees now: Retry asks, it is processed, the order is refunded.
    await simSays(started.reference, 'success');
    const retried = await post(t.app, `/api/admin/refunds/${refund!.id}/retry`, {}, admin);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().state).not.toBe('failed');
    await t.app.paystackSimulator!.processDue();
    await settled(t.app);
    expect(await orderRow(orderId)).toMatchObject({ paymentState: 'refunded' });
    const simRefunds = await t.db
      .select()
      .from(paystackSimRefunds)
      .where(eq(paystackSimRefunds.transactionReference, started.reference));
    expect(simRefunds).toHaveLength(1);
    expect((await failedList()).json().total).toBe(0);
    expectApiError(await post(t.app, `/api/admin/refunds/${refund!.id}/retry`, {}, admin), 409);
  });

  it('Mark settled by hand needs a note; the order becomes refunded and the shopper is texted', async () => {
    await fillCart(t.db, [shop.gele.id]);
    const started = await startCheckout(t.app, checkoutBody([shop.gele.id]));
    await pay(t.app, started.authorizationUrl, 'success');
    const orderId = started.orderIds[0]!;
    await simSays(started.reference, 'failed');
    expect((await cancel(orderId)).statusCode).toBe(200);
    await settled(t.app);
    const [refund] = await t.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), eq(refunds.state, 'failed')));
    const settle = (payload: object, headers = admin) =>
      post(t.app, `/api/admin/refunds/${refund!.id}/settle`, payload, headers);

    expectApiError(await settle({}), 400);
    expectApiError(await settle({ note: '  ' }), 400);
    expectApiError(await settle({ note: 'Paid back' }, shopper), 403);
    const done = await settle({ note: 'Paid back by bank transfer, GTB ref 0042' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: refund!.id, state: 'settled' });
    await settled(t.app);
    expect(await orderRow(orderId)).toMatchObject({ paymentState: 'refunded' });
    const [row] = await t.db.select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(row).toMatchObject({
      settledNote: 'Paid back by bank transfer, GTB ref 0042',
      settledBy: expect.any(String),
    });
    const texts = (await messagesTo(t.db, SHOPPER_PHONE)).map((m) => m.body);
    expect(texts).toContainEqual(expect.stringMatching(/paid back to you by the Telo team/));
    expectApiError(await settle({ note: 'Paid back twice?' }), 409);
    expect((await failedList()).json().total).toBe(0);
  });
});
