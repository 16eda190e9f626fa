import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { splitEarnings } from '../../../../shared/commission.ts';
import {
  MAX_ORDER_TOTAL_NAIRA,
  MAX_PRICE_NAIRA,
  orderTotalProblem,
} from '../../../../shared/money-limits.ts';
import { formatNairaExact, toKobo } from '../../../../shared/money.ts';
import {
  cartItems,
  checkouts,
  orders,
  payments,
  paystackSimTransactions,
  payouts,
  users,
} from '../../../db/schema/index.ts';
import { createTestApp } from '../../../../test/test-app.ts';
import { buildShop, pay, settled, startCheckout } from '../../../../test/checkout-world.ts';
import { USER1, expectApiError } from '../../../../test/fixtures.ts';
import { uploadPhoto } from '../../../../test/photos.ts';
import { cookieHeader, signIn } from '../../../../test/sign-in.ts';

/**
 * Issue 27, finding 4: any price the catalogue takes can be quoted, checked out, paid, refunded
 * and paid out (kobo past the 32-bit integers the money columns once were), and a checkout past
 * the largest total is refused alike by the quote and the checkout, before anything is stored.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let shop: Awaited<ReturnType<typeof buildShop>>;
let tailorToken = '';
let photo = '';

/** 2³¹ − 1: the most kobo the old `integer` money columns held (₦21,474,836.47). */
const INT32_MAX = 2_147_483_647;

beforeAll(async () => {
  t = await createTestApp({ payments: { simulatorPayoutMs: 0, simulatorRefundMs: 0 } });
  shop = await buildShop(t.db);
  await t.db
    .update(users)
    .set({ roles: ['shopper', 'tailor'] })
    .where(eq(users.id, shop.lagos.userId));
  tailorToken = (await signIn(t.app, shop.tailorPhones.lagos)).token;
  photo = (await uploadPhoto(t.app, cookieHeader(tailorToken))).url;
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.delete(cartItems).where(eq(cartItems.userId, USER1));
});

/** The Lagos tailor lists an outfit through the catalogue API. */
const list = (price: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/tailor/products',
    headers: cookieHeader(tailorToken),
    payload: {
      name: 'Gold-threaded Royal Agbada',
      description: 'Hand-woven aso-oke with gold thread, for a coronation.',
      category: 'Agbada',
      price,
      imageUrl: photo,
    },
  });

/** The tailor changes the outfit's price after shoppers put it in their carts. */
async function reprice(productId: string, price: number) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/tailor/products/${productId}`,
    headers: cookieHeader(tailorToken),
    payload: { price },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function listed(price: number) {
  const res = await list(price);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

/** The demo shopper puts `quantity` pieces of the outfit in the cart through the cart API. */
async function addToCart(productId: string, quantity: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cart',
    payload: { productId, quantity },
  });
  expect(res.statusCode, res.body).toBe(201);
}

const pickup = (productId: string) => ({
  items: [{ productId }],
  delivery: { kind: 'pickup' as const },
});
const quote = (productId: string) =>
  t.app.inject({ method: 'POST', url: '/api/checkout/quote', payload: pickup(productId) });
const checkout = (productId: string) =>
  t.app.inject({ method: 'POST', url: '/api/checkout', payload: pickup(productId) });

describe('the largest price the catalogue takes', () => {
  it('refuses a price above it, by field, with the message the form shows', async () => {
    const body = expectApiError(await list(MAX_PRICE_NAIRA + 0.01), 400);
    expect(body.issues).toEqual([
      { path: 'price', message: `Price must be at most ${formatNairaExact(MAX_PRICE_NAIRA)}` },
    ]);
    expect(body.issues?.[0]?.message).toBe('Price must be at most ₦99,999,999.99');
  });

  it('can be quoted, checked out, paid and paid out, two pieces at once', async () => {
    const productId = await listed(MAX_PRICE_NAIRA);
    await addToCart(productId, 2);
    const totalKobo = toKobo(MAX_PRICE_NAIRA) * 2;
    expect(totalKobo).toBeGreaterThan(INT32_MAX);

    const quoted = await quote(productId);
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json()).toMatchObject({ total: 199_999_999.98, amountDue: 199_999_999.98 });

    const started = await startCheckout(t.app, pickup(productId));
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.reference, started.reference));
    expect(payment).toMatchObject({ state: 'initialized', amountKobo: totalKobo });

    expect(await pay(t.app, started.authorizationUrl, 'success')).toBe(
      `/checkout/complete?reference=${started.reference}`,
    );
    const status = (await t.app.inject({ url: `/api/payments/${started.reference}` })).json();
    expect(status).toMatchObject({ state: 'success', amount: 199_999_999.98 });
    const [sim] = await t.db
      .select()
      .from(paystackSimTransactions)
      .where(eq(paystackSimTransactions.reference, started.reference));
    expect(sim).toMatchObject({ status: 'success', amount: totalKobo });
    const orderId = started.orderIds[0]!;
    const detail = (await t.app.inject({ url: `/api/orders/${orderId}` })).json();
    expect(detail).toMatchObject({
      paymentState: 'paid',
      totalAmount: 199_999_999.98,
      receipt: { total: 199_999_999.98 },
    });

    // Delivered and confirmed: the tailor is paid the total less commission, in one transfer.
    await t.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, orderId));
    await t.app.releases.confirmReceived(detail.userId, orderId);
    const bank = await t.app.inject({
      method: 'PUT',
      url: '/api/tailor/payment-info',
      headers: cookieHeader(tailorToken),
      payload: { bankCode: '011', accountNumber: '0000014579' },
    });
    expect(bank.statusCode, bank.body).toBe(200);
    await t.app.payouts.sweep();
    for (let i = 0; i < 3; i++) {
      await t.app.paystackSimulator!.processDue();
      await t.app.paystackSimulator!.idle();
      await t.app.payouts.idle();
    }
    const { earningsKobo } = splitEarnings(totalKobo, 1000);
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.tailorId, detail.tailorId));
    expect(payout).toMatchObject({ state: 'paid', amountKobo: earningsKobo });
    const overview = await t.app.inject({
      url: '/api/tailor/payouts',
      headers: cookieHeader(tailorToken),
    });
    expect(overview.json()).toMatchObject({
      paidKobo: earningsKobo,
      onTheWayKobo: 0,
      availableKobo: 0,
    });
  });

  it('is refunded in full when the paid order is cancelled', async () => {
    const productId = await listed(MAX_PRICE_NAIRA);
    await addToCart(productId, 3);
    const started = await startCheckout(t.app, pickup(productId));
    await pay(t.app, started.authorizationUrl, 'success');
    const id = started.orderIds[0]!;
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/cancel`,
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await t.app.paystackSimulator!.processDue();
    await settled(t.app);
    const after = (await t.app.inject({ url: `/api/orders/${id}` })).json();
    expect(after).toMatchObject({ paymentState: 'refunded', totalAmount: 299_999_999.97 });
  });
});

describe('the largest checkout total', () => {
  it('is taken to the kobo: ten pieces that come to exactly the limit', async () => {
    const productId = await listed(MAX_ORDER_TOTAL_NAIRA / 10);
    await addToCart(productId, 10);
    const quoted = await quote(productId);
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json().total).toBe(MAX_ORDER_TOTAL_NAIRA);
    const started = await startCheckout(t.app, pickup(productId));
    const [checkoutRow] = await t.db
      .select()
      .from(checkouts)
      .innerJoin(orders, eq(orders.checkoutId, checkouts.id))
      .where(eq(orders.id, started.orderIds[0]!));
    expect(checkoutRow?.checkouts.amountKobo).toBe(toKobo(MAX_ORDER_TOTAL_NAIRA));
  });

  it('refuses a cart past it with one message from the quote and the checkout, storing nothing', async () => {
    // Ten pieces added at a modest price; then the tailor raises it to the largest.
    const productId = await listed(1_000_000);
    await addToCart(productId, 10);
    await reprice(productId, MAX_PRICE_NAIRA);
    const ordersBefore = (await t.db.select().from(orders)).length;
    const message = orderTotalProblem(toKobo(MAX_PRICE_NAIRA) * 10);
    expect(message).toBe(
      'One checkout can come to at most ₦500,000,000; these items come to ₦999,999,999.90. ' +
        'Check out fewer pieces at a time.',
    );

    const quoted = expectApiError(await quote(productId), 400);
    const refused = expectApiError(await checkout(productId), 400);
    expect(quoted.message).toBe(message);
    expect(refused.message).toBe(message);
    expect(quoted.issues).toEqual([{ path: 'items', message }]);
    expect(refused.issues).toEqual(quoted.issues);
    expect(await t.db.select().from(orders)).toHaveLength(ordersBefore);
  });

  it('counts every item of the checkout, not each on its own', async () => {
    const first = await listed(1_000_000);
    const second = await listed(1_000_000);
    await addToCart(first, 3);
    await addToCart(second, 3);
    await reprice(first, MAX_PRICE_NAIRA);
    await reprice(second, MAX_PRICE_NAIRA);
    const both = {
      items: [{ productId: first }, { productId: second }],
      delivery: pickup(first).delivery,
    };
    const message = orderTotalProblem(toKobo(MAX_PRICE_NAIRA) * 6);
    for (const url of ['/api/checkout/quote', '/api/checkout']) {
      const body = expectApiError(await t.app.inject({ method: 'POST', url, payload: both }), 400);
      expect(body.message).toBe(message);
    }
    // Each alone is within it.
    expect((await quote(first)).statusCode).toBe(200);
  });

  it('is a cart’s limit too: an add that takes its outfits past it is refused and not kept', async () => {
    const first = await listed(MAX_PRICE_NAIRA);
    const second = await listed(MAX_PRICE_NAIRA);
    await addToCart(first, 3);
    const add = (quantity: number) =>
      t.app.inject({ method: 'POST', url: '/api/cart', payload: { productId: second, quantity } });
    const message = orderTotalProblem(toKobo(MAX_PRICE_NAIRA) * 6);
    const refused = expectApiError(await add(3), 400);
    expect(refused.message).toBe(message);
    expect(refused.issues).toEqual([{ path: 'quantity', message }]);
    const cart = await t.db.select().from(cartItems).where(eq(cartItems.userId, USER1));
    expect(cart.map((c) => [c.productId, c.quantity])).toEqual([[first, 3]]);
    expect((await add(2)).statusCode).toBe(201);
  });
});
