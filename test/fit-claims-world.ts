/**
 * Fit claims for the tests of the Lifetime Fit Guarantee (issue 15): the checkout shop of
 * checkout-world.ts with its Lagos tailor able to sign in as a tailor, an admin, delivered
 * (completed) orders of the demo shopper, and the claim's routes as each party calls them.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { CreateFitClaim, FitClaim } from '../shared/schemas/fit-claims.ts';
import type { Db } from '../server/db/client.ts';
import { orderEvents, users } from '../server/db/schema/index.ts';
import { buildShop } from './checkout-world.ts';
import { USER1, insertOrder, insertUser } from './fixtures.ts';
import { cookieHeader, signIn } from './sign-in.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
export const ADMIN_PHONE = '+2348010000000';

/** The shop, with its tailors given the tailor role, and an admin. */
export async function buildClaimsWorld(db: Db) {
  const shop = await buildShop(db);
  for (const tailor of [shop.lagos, shop.ibadan]) {
    await db
      .update(users)
      .set({ roles: ['shopper', 'tailor'] })
      .where(eq(users.id, tailor.userId));
  }
  await insertUser(db, { phone: ADMIN_PHONE, roles: ['shopper', 'admin'] });
  return shop;
}

/** A completed order of `userId`, delivered at `deliveredAt` (its timeline says so). */
export async function deliveredOrder(
  db: Db,
  product: { id: string; tailorId: string; price: number },
  deliveredAt: Date,
  userId = USER1,
) {
  const order = await insertOrder(db, userId, product, {
    status: 'completed',
    paymentState: 'paid',
    createdAt: new Date(deliveredAt.getTime() - 21 * DAY_MS),
    updatedAt: deliveredAt,
  });
  await db.insert(orderEvents).values({ orderId: order.id, kind: 'completed', at: deliveredAt });
  return order;
}

/** Signs a party in through the real routes; answers the headers of its session. */
export async function sessionOf(app: FastifyInstance, phone: string) {
  const { token } = await signIn(app, phone);
  return cookieHeader(token);
}

export function claimBody(orderId: string, extra: Partial<CreateFitClaim> = {}): CreateFitClaim {
  return {
    orderId,
    garment: 'Agbada trousers',
    problem: 'The waist is two inches too loose and the hem drags on the floor.',
    severity: 'minor',
    ...extra,
  };
}

export const post = (
  app: FastifyInstance,
  url: string,
  payload: object,
  headers: Record<string, string> = {},
) => app.inject({ method: 'POST', url, payload, headers });

/** The shopper (the demo shopper, unless `headers` name another session) reports a problem. */
export async function report(
  app: FastifyInstance,
  body: CreateFitClaim,
  headers: Record<string, string> = {},
): Promise<FitClaim> {
  const res = await post(app, '/api/fit-claims', body, headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
