import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, liveMode } from '../../../test/test-app.ts';
import {
  USER1,
  clearShopperData,
  expectApiError,
  insertProduct,
  insertTailor,
  insertUser,
  insertUser1,
} from '../../../test/fixtures.ts';
import { ageCodes, cookieHeader, signIn, sessionTokenSet } from '../../../test/sign-in.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let tailorA: { id: string; businessName: string };
let tailorB: { id: string; businessName: string };
let agbada: { id: string; name: string };
let otherUserId: string;

beforeAll(async () => {
  t = await createTestApp();
  await insertUser1(t.db);
  otherUserId = (await insertUser(t.db)).id;
  tailorA = await insertTailor(t.db, { businessName: 'Adunni Couture' });
  tailorB = await insertTailor(t.db, { businessName: 'Kano Royal Threads' });
  agbada = await insertProduct(t.db, tailorA.id, { name: 'Indigo Agbada' });
});
afterAll(() => t?.close());
beforeEach(() => clearShopperData(t.db));

const follow = (tailorId: string, userId?: string) =>
  t.app.inject({ method: 'POST', url: '/api/followed-tailors', payload: { userId, tailorId } });
const followed = (userId = USER1) => t.app.inject({ url: `/api/users/${userId}/followed-tailors` });
const save = (productId: string, userId?: string) =>
  t.app.inject({ method: 'POST', url: '/api/wishlist', payload: { userId, productId } });
const wishlist = (userId = USER1) => t.app.inject({ url: `/api/users/${userId}/wishlist` });

describe('Follow Tailor', () => {
  it('remembers followed tailors, newest first, and following twice keeps one', async () => {
    expect((await follow(tailorA.id, USER1)).statusCode).toBe(201);
    expect((await follow(tailorB.id)).statusCode).toBe(201);
    expect((await follow(tailorB.id)).statusCode).toBe(201);
    const res = await followed();
    expect(res.statusCode).toBe(200);
    expect(res.json().map((x: { businessName: string }) => x.businessName)).toEqual([
      'Kano Royal Threads',
      'Adunni Couture',
    ]);
    expect(res.json()[0]).toMatchObject({ id: tailorB.id, followedAt: expect.any(String) });
  });

  it('unfollows, and unfollowing again is still fine', async () => {
    await follow(tailorA.id);
    const del = () =>
      t.app.inject({ method: 'DELETE', url: `/api/users/${USER1}/followed-tailors/${tailorA.id}` });
    expect((await del()).statusCode).toBe(204);
    expect((await del()).statusCode).toBe(204);
    expect((await followed()).json()).toEqual([]);
  });

  it('answers 404 for a tailor that does not exist and 400 for a malformed id', async () => {
    expectApiError(await follow('no-such-tailor'), 404);
    expectApiError(await follow('bad id!'), 400);
  });

  it("never reads or changes another shopper's follows", async () => {
    expectApiError(await followed(otherUserId), 403);
    expectApiError(await follow(tailorA.id, otherUserId), 403);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${otherUserId}/followed-tailors/${tailorA.id}`,
    });
    expectApiError(del, 403);
  });
});

describe('Save to Wishlist', () => {
  it('keeps saved outfits with their tailor, once each', async () => {
    expect((await save(agbada.id)).statusCode).toBe(201);
    expect((await save(agbada.id)).statusCode).toBe(201);
    const res = await wishlist();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        productId: agbada.id,
        savedAt: expect.any(String),
        product: expect.objectContaining({
          id: agbada.id,
          name: 'Indigo Agbada',
          tailor: expect.objectContaining({ businessName: 'Adunni Couture' }),
        }),
      },
    ]);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${USER1}/wishlist/${agbada.id}`,
    });
    expect(del.statusCode).toBe(204);
    expect((await wishlist()).json()).toEqual([]);
  });

  it("answers 404 for an unknown outfit and 403 for another shopper's list", async () => {
    expectApiError(await save('no-such-product'), 404);
    expectApiError(await wishlist(otherUserId), 403);
    expectApiError(await save(agbada.id, otherUserId), 403);
  });
});

describe('in live mode', () => {
  let live: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    live = await createTestApp(liveMode);
    const tailor = await insertTailor(live.db, { businessName: 'Lagos Lace House' });
    tailorA = { id: tailor.id, businessName: tailor.businessName };
    agbada = await insertProduct(live.db, tailor.id, { name: 'Lace Buba' });
  });
  afterAll(() => live?.close());

  it("a guest's follows and saves join the account at sign-in and survive signing out and in", async () => {
    const first = await live.app.inject({
      method: 'POST',
      url: '/api/followed-tailors',
      payload: { tailorId: tailorA.id },
    });
    expect(first.statusCode).toBe(201);
    const guestToken = sessionTokenSet(first)!;
    const saved = await live.app.inject({
      method: 'POST',
      url: '/api/wishlist',
      payload: { productId: agbada.id },
      headers: cookieHeader(guestToken),
    });
    expect(saved.statusCode).toBe(201);

    const phone = '+2348031112233';
    const { token, signedIn } = await signIn(live.app, phone, { token: guestToken });
    const accountId = signedIn.me.id!;
    const read = async (path: string, tok: string) =>
      (await live.app.inject({ url: path, headers: cookieHeader(tok) })).json();
    expect(await read(`/api/users/${accountId}/followed-tailors`, token)).toEqual([
      expect.objectContaining({ id: tailorA.id }),
    ]);

    const out = await live.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      payload: {},
      headers: cookieHeader(token),
    });
    expect(out.statusCode).toBeLessThan(300);
    // Signed out: nobody, and the account's lists are not theirs to read.
    expect((await live.app.inject({ url: `/api/users/${accountId}/wishlist` })).statusCode).toBe(
      403,
    );

    await ageCodes(live.db, phone, 120); // one code a minute per number
    const again = await signIn(live.app, phone);
    expect(await read(`/api/users/${accountId}/wishlist`, again.token)).toEqual([
      expect.objectContaining({ productId: agbada.id }),
    ]);
    expect(await read(`/api/users/${accountId}/followed-tailors`, again.token)).toHaveLength(1);
  });
});
