import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/index.ts';
import { createTestApp } from '../../test/test-app.ts';
import { insertProduct, insertTailor, insertUser1 } from '../../test/fixtures.ts';
import { hashToken } from './session.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  await insertUser1(t.db);
  productId = (await insertProduct(t.db, (await insertTailor(t.db)).id)).id;
});
afterAll(() => t?.close());

const sessionCount = async () => (await t.db.select({ n: count() }).from(sessions))[0]!.n;
const addToCart = (headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ userId: 'user1', productId, quantity: 1 }),
  });

const sameOrigin = { 'sec-fetch-site': 'same-origin' };

describe('sessions', () => {
  it('gives a visitor an opaque HttpOnly, SameSite=Lax cookie on the first write and stores only its hash', async () => {
    const before = await sessionCount();
    const res = await addToCart(sameOrigin);
    expect(res.statusCode).toBe(201);
    const cookie = res.cookies.find((c) => c.name === 'telo_session');
    expect(cookie).toBeDefined();
    expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie!.secure).toBeFalsy();
    expect(await sessionCount()).toBe(before + 1);
    const stored = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(cookie!.value)));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.userId).toBe('user1');
    const raw = await t.db.select().from(sessions).where(eq(sessions.tokenHash, cookie!.value));
    expect(raw).toHaveLength(0);
    // The cart the cookie opened is the one its reads see.
    const cart = await t.app.inject({
      url: '/api/users/user1/cart',
      cookies: { telo_session: cookie!.value },
    });
    expect(cart.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ productId, quantity: 1 })]),
    );
  });

  it('starts no session for a visitor who only reads, and reads the placeholder shopper', async () => {
    const before = await sessionCount();
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ url: '/api/users/user1/cart' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(await sessionCount()).toBe(before);
    const other = await t.app.inject({ url: '/api/users/someone-else/cart' });
    expect(other.statusCode).toBe(403);
  });

  it('keeps using a session the browser sends back, and replaces an unknown token on a write', async () => {
    const first = await addToCart(sameOrigin);
    const token = first.cookies.find((c) => c.name === 'telo_session')!.value;
    const before = await sessionCount();
    const again = await t.app.inject({
      url: '/api/users/user1/cart',
      cookies: { telo_session: token },
    });
    expect(again.cookies).toHaveLength(0);
    expect(await addToCart({ ...sameOrigin, cookie: `telo_session=${token}` })).toMatchObject({
      statusCode: 201,
      cookies: [],
    });
    expect(await sessionCount()).toBe(before);

    const forgedRead = await t.app.inject({
      url: '/api/users/user1/cart',
      cookies: { telo_session: 'A'.repeat(43) },
    });
    expect(forgedRead.cookies).toHaveLength(0);
    const forged = await addToCart({ ...sameOrigin, cookie: `telo_session=${'A'.repeat(43)}` });
    expect(forged.cookies.find((c) => c.name === 'telo_session')?.value).toMatch(
      /^[A-Za-z0-9_-]{43}$/,
    );
    expect(forged.cookies.find((c) => c.name === 'telo_session')?.value).not.toBe('A'.repeat(43));
  });

  it('does not start sessions for catalog reads', async () => {
    const res = await t.app.inject({ url: '/api/products' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('acts for the session user, not for an id in the path', async () => {
    const res = await t.app.inject({ url: '/api/users/someone-else/cart' });
    expect(res.statusCode).toBe(403);
  });
});

describe('over https (behind a proxy)', () => {
  let https: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    https = await createTestApp({ trustProxy: true });
    await insertUser1(https.db);
  });
  afterAll(() => https?.close());

  it('uses a __Host- Secure cookie and sends HSTS', async () => {
    const res = await https.app.inject({
      method: 'DELETE',
      url: '/api/users/user1/cart',
      headers: { 'x-forwarded-proto': 'https', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(204);
    const cookie = res.cookies.find((c) => c.name === '__Host-telo_session');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('sends no HSTS over plain http', async () => {
    const res = await https.app.inject({ url: '/api/products' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('cross-site writes', () => {
  it.each([
    [{ origin: 'https://evil.example' }],
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site' }],
  ])('refuses a write that comes from another site (%o) with 403', async (headers) => {
    const res = await addToCart(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/cross-site/i);
  });

  it('refuses a cross-site DELETE', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/user1/cart',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts writes from our own origin', async () => {
    expect((await addToCart({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    expect(
      (await addToCart({ origin: 'http://localhost:80', host: 'localhost:80' })).statusCode,
    ).toBe(201);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses a %s body with 415',
    async (type) => {
      const res = await addToCart({ 'content-type': type });
      expect(res.statusCode).toBe(415);
    },
  );
});

describe('headers on every answer', () => {
  const answers = () => [
    t.app.inject({ url: '/api/products' }),
    t.app.inject({ url: '/api/products/nope' }),
    t.app.inject({ url: '/api/nope' }),
    t.app.inject({ url: '/api/users/user1/cart' }),
    t.app.inject({ url: '/api/users/other/cart' }),
    t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    }),
  ];

  it('carry a strict Content-Security-Policy and the basic protections', async () => {
    for (const res of await Promise.all(answers())) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('mark per-user answers, errors included, as never to be stored', async () => {
    for (const url of ['/api/users/user1/cart', '/api/users/user1/orders', '/api/users/x/cart']) {
      const res = await t.app.inject({ url });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('rate limits', () => {
  let limited: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    limited = await createTestApp({
      rateLimits: {
        writesPerMinutePerAddress: 1000,
        writesPerMinutePerSession: 5,
        notFoundPerMinutePerAddress: 5,
        signInCodesPerAddressPerHour: 20,
      },
    });
    await insertUser1(limited.db);
  });
  afterAll(() => limited?.close());

  it('answers 429 with Retry-After once a session writes too often', async () => {
    // The first write opens the session (a read would not).
    const first = await limited.app.inject({ method: 'DELETE', url: '/api/users/user1/cart' });
    const telo_session = first.cookies[0]!.value;
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 7; i++) {
      const res = await limited.app.inject({
        method: 'DELETE',
        url: '/api/users/user1/cart',
        cookies: { telo_session },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) retryAfter = String(res.headers['retry-after']);
    }
    expect(statuses.slice(0, 5)).toEqual([204, 204, 204, 204, 204]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('answers 429 once an address keeps asking for things that do not exist', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await limited.app.inject({ url: `/api/products/missing-${i}` })).statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429]);
    // Reads of what exists are not limited.
    expect((await limited.app.inject({ url: '/api/products' })).statusCode).toBe(200);
  });
});
