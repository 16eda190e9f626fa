import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cartItems } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/test-app.ts';
import {
  USER1,
  clearShopperData,
  expectApiError,
  insertProduct,
  insertTailor,
  insertUser,
  insertUser1,
  isoTimestamp,
  issuePaths,
} from '../../../test/fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let agbada: { id: string; name: string; price: number; tailorId: string };
let ankara: { id: string; name: string; price: number; tailorId: string };
let tailorName: string;
let otherUserId: string;

beforeAll(async () => {
  t = await createTestApp();
  await insertUser1(t.db);
  otherUserId = (await insertUser(t.db)).id;
  const tailor = await insertTailor(t.db, {
    businessName: 'Kano Royal Threads',
    location: 'Kano',
    rating: 4.75,
  });
  tailorName = tailor.businessName;
  agbada = await insertProduct(t.db, tailor.id, { name: 'Indigo Agbada', price: 125000.5 });
  ankara = await insertProduct(t.db, tailor.id, {
    name: 'Ankara Wrap Dress',
    category: 'Ankara',
    price: 45000,
  });
});
afterAll(() => t?.close());
beforeEach(() => clearShopperData(t.db));

const add = (payload: object) => t.app.inject({ method: 'POST', url: '/api/cart', payload });
const list = (userId = USER1) => t.app.inject({ url: `/api/users/${userId}/cart` });
const rowsOfUser1 = () => t.db.select().from(cartItems).where(eq(cartItems.userId, USER1));

describe('GET /api/users/:userId/cart', () => {
  it('answers an empty list when nothing has been added', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('lists each item with its product and the product’s tailor, prices as numbers', async () => {
    await add({ userId: USER1, productId: agbada.id, quantity: 1 });
    const res = await list();
    expect(res.statusCode).toBe(200);
    const [item] = res.json();
    expect(item).toEqual({
      id: expect.any(String),
      userId: USER1,
      productId: agbada.id,
      quantity: 1,
      createdAt: expect.stringMatching(isoTimestamp),
      product: {
        id: agbada.id,
        tailorId: agbada.tailorId,
        name: 'Indigo Agbada',
        description: expect.any(String),
        category: 'Agbada',
        price: 125000.5,
        imageUrl: expect.stringMatching(/-800\.webp$/),
        isAvailable: true,
        createdAt: expect.stringMatching(isoTimestamp),
        tailor: { businessName: tailorName, location: 'Kano', rating: 4.75 },
      },
    });
  });

  it('refuses another shopper’s cart with 403', async () => {
    expectApiError(await list(otherUserId), 403);
  });
});

describe('GET /api/users/:userId/cart/count', () => {
  const countOf = (userId = USER1) => t.app.inject({ url: `/api/users/${userId}/cart/count` });

  it('counts the pieces in the cart, uncached, and follows adds, removes and clearing', async () => {
    const empty = await countOf();
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['cache-control']).toBe('no-store');
    expect(empty.json()).toEqual({ count: 0 });

    await add({ userId: USER1, productId: agbada.id, quantity: 3 });
    await add({ userId: USER1, productId: ankara.id, quantity: 1 });
    expect((await countOf()).json()).toEqual({ count: 4 });

    await t.app.inject({ method: 'DELETE', url: `/api/users/${USER1}/cart/${agbada.id}` });
    expect((await countOf()).json()).toEqual({ count: 1 });

    await t.app.inject({ method: 'DELETE', url: `/api/users/${USER1}/cart` });
    expect((await countOf()).json()).toEqual({ count: 0 });
  });

  it('counts only the shopper’s own cart and refuses another shopper’s with 403', async () => {
    await t.db.insert(cartItems).values({ userId: otherUserId, productId: agbada.id });
    expect((await countOf()).json()).toEqual({ count: 0 });
    expectApiError(await countOf(otherUserId), 403);
  });

  it('answers 400 for a user id with odd characters', async () => {
    expect(issuePaths(await countOf(encodeURIComponent('a;b')))).toEqual(['userId']);
  });
});

describe('POST /api/cart', () => {
  it('adds to the session’s cart when userId is left out (issue 12)', async () => {
    const res = await add({ productId: agbada.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ userId: USER1, productId: agbada.id, quantity: 1 });
    expect(await rowsOfUser1()).toHaveLength(1);
  });

  it('adds an outfit and answers 201 with the item', async () => {
    const res = await add({ userId: USER1, productId: agbada.id, quantity: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      userId: USER1,
      productId: agbada.id,
      quantity: 1,
      product: { name: 'Indigo Agbada', price: 125000.5, tailor: { businessName: tailorName } },
    });
    expect(await rowsOfUser1()).toHaveLength(1);
  });

  it('treats a missing quantity as one piece', async () => {
    const res = await add({ userId: USER1, productId: agbada.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().quantity).toBe(1);
  });

  it('replaces the row when the same outfit is added again (one row, last quantity)', async () => {
    await add({ userId: USER1, productId: agbada.id, quantity: 3 });
    const again = await add({ userId: USER1, productId: agbada.id, quantity: 2 });
    expect(again.statusCode).toBe(201);
    const rows = await rowsOfUser1();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.quantity).toBe(2);
    expect((await list()).json()).toHaveLength(1);
  });

  it('keeps one row when the same outfit is added many times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => add({ userId: USER1, productId: ankara.id, quantity: 1 })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    expect(await rowsOfUser1()).toHaveLength(1);
  });

  it('answers 404 with a message for an outfit that does not exist, and stores nothing', async () => {
    const body = expectApiError(
      await add({ userId: USER1, productId: 'no-such-product', quantity: 1 }),
      404,
    );
    expect(body.message).toBe('Product not found');
    expect(await rowsOfUser1()).toHaveLength(0);
  });

  it('refuses to add to another shopper’s cart with 403', async () => {
    expectApiError(await add({ userId: otherUserId, productId: agbada.id, quantity: 1 }), 403);
    expect(await t.db.select().from(cartItems)).toHaveLength(0);
  });

  it.each([
    ['no body fields', {}, ['productId']],
    ['a missing productId', { userId: USER1, quantity: 1 }, ['productId']],
    ['a numeric productId', { userId: USER1, productId: 42 }, ['productId']],
    ['a blank productId', { userId: USER1, productId: '' }, ['productId']],
    ['an id with odd characters', { userId: USER1, productId: "x' or 1=1" }, ['productId']],
    ['a zero quantity', { userId: USER1, productId: 'p', quantity: 0 }, ['quantity']],
    ['a fractional quantity', { userId: USER1, productId: 'p', quantity: 1.5 }, ['quantity']],
    ['a text quantity', { userId: USER1, productId: 'p', quantity: 'one' }, ['quantity']],
    ['a huge quantity', { userId: USER1, productId: 'p', quantity: 1e9 }, ['quantity']],
  ])('answers 400 naming the field for %s', async (_, payload, fields) => {
    expect(issuePaths(await add(payload)).sort()).toEqual(fields.sort());
  });

  it('answers 400 for a body that is a JSON array or a bare string', async () => {
    expectApiError(await add([{ userId: USER1, productId: agbada.id }]), 400);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { 'content-type': 'application/json' },
      payload: '"hello"',
    });
    expectApiError(res, 400);
  });
});

describe('DELETE /api/users/:userId/cart/:productId', () => {
  it('removes that one item and answers 204', async () => {
    await add({ userId: USER1, productId: agbada.id });
    await add({ userId: USER1, productId: ankara.id });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${USER1}/cart/${agbada.id}`,
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await list()).json().map((i: { productId: string }) => i.productId)).toEqual([
      ankara.id,
    ]);
  });

  it('answers 404 with a message when the outfit is not in the cart', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${USER1}/cart/${agbada.id}`,
    });
    expect(expectApiError(res, 404).message).toMatch(/not in your cart/);
  });

  it('refuses to remove from another shopper’s cart with 403 and removes nothing', async () => {
    await add({ userId: USER1, productId: agbada.id });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${otherUserId}/cart/${agbada.id}`,
    });
    expectApiError(res, 403);
    expect(await rowsOfUser1()).toHaveLength(1);
  });

  it('answers 400 for a product id with odd characters', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${USER1}/cart/${encodeURIComponent('a;drop table')}`,
    });
    expect(issuePaths(res)).toEqual(['productId']);
  });
});

describe('DELETE /api/users/:userId/cart', () => {
  it('empties the cart and answers 204, also when it is already empty', async () => {
    await add({ userId: USER1, productId: agbada.id });
    await add({ userId: USER1, productId: ankara.id });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/users/${USER1}/cart` });
    expect(res.statusCode).toBe(204);
    expect(await rowsOfUser1()).toHaveLength(0);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/users/${USER1}/cart` });
    expect(again.statusCode).toBe(204);
  });

  it('leaves other shoppers’ carts alone', async () => {
    await t.db.insert(cartItems).values({ userId: otherUserId, productId: agbada.id });
    await add({ userId: USER1, productId: agbada.id });
    await t.app.inject({ method: 'DELETE', url: `/api/users/${USER1}/cart` });
    expect(await t.db.select().from(cartItems)).toHaveLength(1);
  });

  it('refuses to clear another shopper’s cart with 403', async () => {
    await t.db.insert(cartItems).values({ userId: otherUserId, productId: agbada.id });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/users/${otherUserId}/cart` });
    expectApiError(res, 403);
    expect(await t.db.select().from(cartItems)).toHaveLength(1);
  });
});
