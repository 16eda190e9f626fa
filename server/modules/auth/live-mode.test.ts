/**
 * Live mode (DEMO_SHOPPER=off): a visitor who has not signed in is a guest of their own, made on
 * the first write; two accounts never reach each other's cart, measurements or orders.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, sessions, users } from '../../db/schema/index.ts';
import { hashToken } from '../../plugins/session.ts';
import { createTestApp, liveMode } from '../../../test/test-app.ts';
import {
  expectApiError,
  insertOrder,
  insertProduct,
  insertTailor,
  insertUser1,
  USER1,
} from '../../../test/fixtures.ts';
import { ageCodes, cookieHeader, sessionTokenSet, signIn } from '../../../test/sign-in.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let products: { id: string; tailorId: string; price: number }[];
let user1Order: { id: string };

beforeAll(async () => {
  t = await createTestApp(liveMode);
  await insertUser1(t.db);
  const tailor = await insertTailor(t.db);
  products = [];
  for (const name of ['Indigo Agbada', 'Ankara Wrap', 'Lace Buba']) {
    products.push(await insertProduct(t.db, tailor.id, { name }));
  }
  user1Order = await insertOrder(t.db, USER1, products[0]!);
});
afterAll(() => t?.close());

let serial = 0;
const newNumber = () => `+23490${String(++serial).padStart(8, '0')}`;

type Browser = { token?: string };
const call = (browser: Browser, method: string, url: string, payload?: object) =>
  t.app
    .inject({
      method: method as 'GET',
      url,
      ...(payload ? { payload } : {}),
      headers: cookieHeader(browser.token),
    })
    .then((res) => {
      browser.token = sessionTokenSet(res) || browser.token;
      return res;
    });
const me = async (browser: Browser) => (await call(browser, 'GET', '/api/me')).json();
const cartOf = async (browser: Browser, userId: string) =>
  (await call(browser, 'GET', `/api/users/${userId}/cart`)).json() as { productId: string }[];

describe('a visitor who has not signed in', () => {
  it('is nobody on reads: /api/me has no id, and no session or user is made', async () => {
    const usersBefore = (await t.db.select().from(users)).length;
    const sessionsBefore = (await t.db.select().from(sessions)).length;
    const res = await t.app.inject({ url: '/api/me' });
    expect(res.json()).toEqual({
      id: null,
      username: null,
      fullName: null,
      phone: null,
      email: null,
      roles: [],
      demo: false,
      signedIn: false,
      createdAt: null,
    });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await t.db.select().from(users)).length).toBe(usersBefore);
    expect((await t.db.select().from(sessions)).length).toBe(sessionsBefore);
  });

  it('reads no one’s data: any user id answers 403, another shopper’s order 404', async () => {
    for (const path of ['cart', 'measurements', 'orders']) {
      expectApiError(await t.app.inject({ url: `/api/users/${USER1}/${path}` }), 403);
    }
    expectApiError(await t.app.inject({ url: `/api/orders/${user1Order.id}` }), 404);
    expectApiError(await t.app.inject({ method: 'DELETE', url: `/api/users/${USER1}/cart` }), 403);
  });

  it('becomes a guest on the first write, with a cart of their own', async () => {
    const guest: Browser = {};
    const added = await call(guest, 'POST', '/api/cart', { productId: products[0]!.id });
    expect(added.statusCode).toBe(201);
    expect(guest.token).toBeTruthy();
    const who = await me(guest);
    expect(who).toMatchObject({ roles: ['shopper'], signedIn: false, demo: false });
    expect(who.id).not.toBe(USER1);
    expect((await cartOf(guest, who.id)).map((i) => i.productId)).toEqual([products[0]!.id]);
    // The demo shopper's cart is not theirs.
    expectApiError(await call(guest, 'GET', `/api/users/${USER1}/cart`), 403);
    expectApiError(
      await call(guest, 'POST', '/api/cart', { userId: USER1, productId: products[1]!.id }),
      403,
    );
  });

  it('a session made in demo mode does not act for the demo shopper in live mode', async () => {
    const token = 'A'.repeat(43);
    await t.db.insert(sessions).values({
      tokenHash: hashToken(token),
      userId: USER1,
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect((await me({ token })).id).toBeNull();
    expectApiError(await call({ token }, 'GET', `/api/users/${USER1}/cart`), 403);
  });

  it('a guest whose session has expired is nobody again: their cart answers 403', async () => {
    const guest: Browser = {};
    await call(guest, 'POST', '/api/cart', { productId: products[0]!.id });
    const guestId = (await me(guest)).id as string;
    expect(await cartOf(guest, guestId)).toHaveLength(1);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(guest.token!)));
    expect((await me(guest)).id).toBeNull();
    expectApiError(await call(guest, 'GET', `/api/users/${guestId}/cart`), 403);
  });
});

describe('signing in as a guest', () => {
  it('merges the guest’s cart into the account’s: the same outfit stays one row', async () => {
    const [a, b, c] = products as [
      (typeof products)[0],
      (typeof products)[0],
      (typeof products)[0],
    ];
    const number = newNumber();
    // The account already holds b and c from another browser.
    const phone: Browser = { token: (await signIn(t.app, number)).token };
    await call(phone, 'POST', '/api/cart', { productId: b.id });
    await call(phone, 'POST', '/api/cart', { productId: c.id });
    const accountId = (await me(phone)).id;
    // A guest in a second browser adds a and b, then signs in to the same account.
    const laptop: Browser = {};
    await call(laptop, 'POST', '/api/cart', { productId: a.id });
    await call(laptop, 'POST', '/api/cart', { productId: b.id });
    const guestId = (await me(laptop)).id;
    // The second code may be asked for at once: the first is made a few minutes old.
    await ageCodes(t.db, number, 120);
    const { token, signedIn } = await signIn(t.app, number, { token: laptop.token });
    laptop.token = token;
    expect(signedIn.me.id).toBe(accountId);
    const ids = (await cartOf(laptop, accountId)).map((i) => i.productId).sort();
    expect(ids).toEqual([a.id, b.id, c.id].sort());
    const guestRows = await t.db.select().from(cartItems).where(eq(cartItems.userId, guestId));
    expect(guestRows).toEqual([]);
  });

  it('signing out makes the next write a new guest, not the account', async () => {
    const browser: Browser = { token: (await signIn(t.app, newNumber())).token };
    const accountId = (await me(browser)).id;
    const out = await call(browser, 'POST', '/api/auth/sign-out', {});
    expect(out.statusCode).toBe(204);
    browser.token = undefined;
    expect((await me(browser)).id).toBeNull();
    await call(browser, 'POST', '/api/cart', { productId: products[0]!.id });
    const guest = await me(browser);
    expect(guest.id).not.toBe(accountId);
    expect(guest.signedIn).toBe(false);
  });
});

describe('two accounts', () => {
  it('cannot read or change each other’s cart, measurements or orders by path, body or cookie', async () => {
    const ada: Browser = { token: (await signIn(t.app, newNumber())).token };
    const bola: Browser = { token: (await signIn(t.app, newNumber())).token };
    const adaId = (await me(ada)).id as string;
    await call(ada, 'POST', '/api/cart', { productId: products[0]!.id });
    await call(ada, 'POST', '/api/measurements', { chest: '40', unit: 'inches' });
    const order = await insertOrder(t.db, adaId, products[1]!);

    // By path and body: 403 for every user-scoped route, 404 for the order.
    for (const path of ['cart', 'measurements', 'orders']) {
      expectApiError(await call(bola, 'GET', `/api/users/${adaId}/${path}`), 403);
    }
    expectApiError(await call(bola, 'GET', `/api/orders/${order.id}`), 404);
    expectApiError(await call(bola, 'DELETE', `/api/users/${adaId}/cart`), 403);
    expectApiError(await call(bola, 'DELETE', `/api/users/${adaId}/cart/${products[0]!.id}`), 403);
    expectApiError(
      await call(bola, 'POST', '/api/cart', { userId: adaId, productId: products[2]!.id }),
      403,
    );
    expectApiError(
      await call(bola, 'POST', '/api/measurements', { userId: adaId, chest: '50' }),
      403,
    );
    // Bola's own answers hold nothing of Ada's.
    const bolaId = (await me(bola)).id as string;
    expect(await cartOf(bola, bolaId)).toEqual([]);
    expect((await call(bola, 'GET', `/api/users/${bolaId}/measurements`)).json()).toBeNull();
    expect((await call(bola, 'GET', `/api/users/${bolaId}/orders`)).json()).toEqual([]);

    // By cookie: a made-up token is nobody.
    const forged: Browser = { token: 'B'.repeat(43) };
    expect((await me(forged)).id).toBeNull();

    // Ada's data is untouched.
    expect((await cartOf(ada, adaId)).map((i) => i.productId)).toEqual([products[0]!.id]);
    expect((await call(ada, 'GET', `/api/users/${adaId}/measurements`)).json()).toMatchObject({
      chest: 40,
    });
    expect((await call(ada, 'GET', `/api/orders/${order.id}`)).statusCode).toBe(200);
  });
});
