/**
 * A shop to check out from, for the checkout and payment tests (issue 13): the demo shopper with
 * measurements and a phone, two tailors in two cities (each with a phone and tailor_pricing), and
 * helpers that walk the real routes: checkout, the simulator's payment page, the callback.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { CheckoutRequest, CheckoutStarted } from '../shared/schemas/checkout.ts';
import type { Db } from '../server/db/client.ts';
import {
  cartItems,
  measurements,
  outboundMessages,
  tailorPricing,
  users,
} from '../server/db/schema/index.ts';
import { paystackSignature } from '../server/modules/money/payments/paystack.ts';
import { SIMULATOR_SECRET_KEY } from '../server/modules/money/payments/simulator/paystack-simulator.routes.ts';
import { buildMeasurements, buildTailorPricing } from './factories.ts';
import { USER1, insertProduct, insertTailor, insertUser1 } from './fixtures.ts';

export const SHOPPER_PHONE = '+2348031110001';

export async function buildShop(db: Db) {
  await insertUser1(db, { phone: SHOPPER_PHONE });
  await db.insert(measurements).values(buildMeasurements(USER1));
  const lagos = await insertTailor(db, { businessName: 'Lekki Agbada House', location: 'Lagos' });
  const ibadan = await insertTailor(db, { businessName: 'Ibadan Aso-oke', location: 'Ibadan' });
  await db.update(users).set({ phone: '+2348032220002' }).where(eq(users.id, lagos.userId));
  await db.update(users).set({ phone: '+2348033330003' }).where(eq(users.id, ibadan.userId));
  const agbada = await insertProduct(db, lagos.id, {
    name: 'Wine Velvet Owambe Agbada',
    category: 'Agbada',
    price: 85000,
  });
  const gele = await insertProduct(db, ibadan.id, {
    name: 'Aso-oke Gele Set',
    category: 'Aso-oke',
    price: 38500.5,
  });
  const cap = await insertProduct(db, ibadan.id, {
    name: 'Fila Cap',
    category: 'Trendy Headwear',
    price: 12000,
  });
  await db.insert(tailorPricing).values([
    buildTailorPricing(lagos.id, {
      category: 'Agbada',
      estimatedDays: 21,
      rushOrderSurcharge: 15000,
    }),
    buildTailorPricing(ibadan.id, {
      category: 'Aso-oke',
      estimatedDays: 24,
      rushOrderSurcharge: 7500,
    }),
  ]);
  return {
    lagos,
    ibadan,
    agbada,
    gele,
    cap,
    tailorPhones: { lagos: '+2348032220002', ibadan: '+2348033330003' },
  };
}

export async function fillCart(db: Db, productIds: string[], userId = USER1) {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
  await db.insert(cartItems).values(productIds.map((productId) => ({ userId, productId })));
}

export const lagosAddress = {
  name: 'Chiamaka Eze',
  phone: '0803 111 0001',
  street: '12 Admiralty Way, Lekki Phase 1',
  city: 'Lagos',
  state: 'Lagos',
} as const;

export function checkoutBody(productIds: string[], extra: Partial<CheckoutRequest> = {}) {
  return {
    items: productIds.map((productId) => ({ productId })),
    delivery: { kind: 'delivery', address: lagosAddress },
    ...extra,
  } as CheckoutRequest;
}

export async function checkout(
  app: FastifyInstance,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url: '/api/checkout', payload: body as object, headers });
}

export async function startCheckout(app: FastifyInstance, body: unknown) {
  const res = await checkout(app, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CheckoutStarted;
}

/** Everything the simulator and the webhook decided to do has been done. */
export async function settled(app: FastifyInstance) {
  for (let i = 0; i < 3; i++) {
    await app.paystackSimulator?.idle();
    await app.payments.idle();
  }
  await app.outbox.idle();
}

/**
 * The shopper on the simulator's page: opens it, chooses an outcome, follows the redirect back
 * to our callback, and lands on the confirmation page's address.
 */
export async function pay(
  app: FastifyInstance,
  authorizationUrl: string,
  outcome: 'success' | 'declined' | 'transfer' | 'abandon',
) {
  const path = new URL(authorizationUrl).pathname;
  const page = await app.inject({ url: path });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain(`value="${outcome}"`);
  const posted = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
  expect(posted.statusCode).toBe(303);
  const back = new URL(String(posted.headers.location));
  expect(back.pathname).toBe('/api/payments/paystack/callback');
  const callback = await app.inject({ url: back.pathname + back.search });
  expect(callback.statusCode).toBe(303);
  await settled(app);
  return String(callback.headers.location);
}

/** A payouts sweep, then the simulator's transfers completed and their webhooks handled. */
export async function sweepPayouts(app: FastifyInstance) {
  await app.payouts.sweep();
  for (let i = 0; i < 3; i++) {
    await app.paystackSimulator!.processDue();
    await app.paystackSimulator!.idle();
    await app.payouts.idle();
  }
  await app.outbox.idle();
}

/** The texts and emails queued to `to`, oldest first (a test often reads the last one). */
export async function messagesTo(db: Db, to: string) {
  return db
    .select()
    .from(outboundMessages)
    .where(eq(outboundMessages.to, to))
    .orderBy(asc(outboundMessages.createdAt), asc(outboundMessages.id));
}

export async function cartProductIds(db: Db, userId = USER1) {
  const rows = await db
    .select({ productId: cartItems.productId })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId)));
  return rows.map((r) => r.productId).sort();
}

/** Paystack's webhook as Paystack sends it: from another origin, signed when a signature is given. */
export const postWebhook = (app: FastifyInstance, body: string, signature?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/paystack/webhook',
    headers: {
      'content-type': 'application/json',
      origin: 'https://api.paystack.co',
      ...(signature === undefined ? {} : { 'x-paystack-signature': signature }),
    },
    payload: body,
  });

export const chargeSuccessBody = (reference: string) =>
  JSON.stringify({ event: 'charge.success', data: { reference, status: 'success' } });

/** The signature the simulator's (and so the tests') secret key gives a body. */
export const signedBySimulator = (body: string) => paystackSignature(SIMULATOR_SECRET_KEY, body);
