/**
 * Demo mode (the default): the spec's calls work with no sign-in, as the demo shopper user1;
 * an account signed in acts for itself only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import {
  expectApiError,
  insertProduct,
  insertTailor,
  insertUser1,
  USER1,
} from '../../../test/fixtures.ts';
import { cookieHeader, signIn } from '../../../test/sign-in.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  await insertUser1(t.db, { phone: '+2348010000001' });
  productId = (await insertProduct(t.db, (await insertTailor(t.db)).id)).id;
});
afterAll(() => t?.close());

describe('demo mode', () => {
  it('acts for the demo shopper with no sign-in, through the spec’s literal calls', async () => {
    const me = await t.app.inject({ url: '/api/me' });
    expect(me.json()).toMatchObject({
      id: USER1,
      username: USER1,
      roles: ['shopper'],
      demo: true,
      signedIn: false,
    });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      payload: { userId: USER1, productId, quantity: 1 },
    });
    expect(added.statusCode).toBe(201);
    const cart = await t.app.inject({ url: `/api/users/${USER1}/cart` });
    expect(cart.json()).toHaveLength(1);
  });

  it('a signed-in account acts for itself, not for the demo shopper', async () => {
    const { token, signedIn } = await signIn(t.app, '+2348020000002');
    expect(signedIn.me).toMatchObject({ demo: false, signedIn: true });
    expectApiError(
      await t.app.inject({ url: `/api/users/${USER1}/cart`, headers: cookieHeader(token) }),
      403,
    );
    const own = await t.app.inject({
      url: `/api/users/${signedIn.me.id}/cart`,
      headers: cookieHeader(token),
    });
    expect(own.json()).toEqual([]);
  });

  it('lets people sign in as the demo shopper with its demo number', async () => {
    const { signedIn } = await signIn(t.app, '0801 000 0001');
    expect(signedIn.me).toMatchObject({ id: USER1, demo: false, signedIn: true });
    expect(signedIn.isNewAccount).toBe(false);
  });
});
