import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { buildApp, BODY_LIMIT_BYTES } from '../app.ts';
import { sql } from 'drizzle-orm';
import { cartItems, contactMessages } from '../db/schema/index.ts';
import { createTestApp, testConfig } from '../../test/test-app.ts';
import {
  USER1,
  expectApiError,
  insertProduct,
  insertTailor,
  insertUser1,
  issuePaths,
} from '../../test/fixtures.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let t: Awaited<ReturnType<typeof createTestApp>>;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  await insertUser1(t.db);
  const tailor = await insertTailor(t.db);
  productId = (await insertProduct(t.db, tailor.id)).id;
});
afterAll(() => t?.close());

const postRaw = (url: string, payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

const writeRoutes = ['/api/cart', '/api/measurements', '/api/tailor-applications'] as const;
const allWriteRoutes = [...writeRoutes, '/api/contact-messages'] as const;

describe('malformed and hostile bodies', () => {
  it.each(allWriteRoutes)('answers 400 with a message for malformed JSON on %s', async (url) => {
    const body = expectApiError(await postRaw(url, '{"userId": "user1",'), 400);
    expect(body.message).toBe('The request body is not valid JSON');
  });

  it('answers 400 for an empty body declared as JSON', async () => {
    expectApiError(await postRaw('/api/cart', ''), 400);
  });

  it('answers 400 for a body trying to set __proto__, storing nothing', async () => {
    const res = await postRaw(
      '/api/cart',
      `{"userId":"user1","productId":"${productId}","__proto__":{"isAdmin":true}}`,
    );
    expectApiError(res, 400);
    expect(await t.db.select().from(cartItems)).toHaveLength(0);
  });

  it.each(allWriteRoutes)('answers 413 for a body over 64 KB on %s', async (url) => {
    const huge = JSON.stringify({ userId: USER1, message: 'x'.repeat(BODY_LIMIT_BYTES) });
    const body = expectApiError(await postRaw(url, huge), 413);
    expect(body.message).toBe('The request body is too large');
  });

  it.each(allWriteRoutes)('answers 415 for a text/plain body on %s', async (url) => {
    const res = await postRaw(url, JSON.stringify({ userId: USER1 }), 'text/plain');
    expect(expectApiError(res, 415).message).toMatch(/application\/json/);
  });

  it.each(['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/html'])(
    'answers 415 for a %s body',
    async (type) => {
      expectApiError(await postRaw('/api/cart', 'userId=user1', type), 415);
    },
  );

  it('accepts JSON declared with a charset', async () => {
    const res = await postRaw(
      '/api/cart',
      JSON.stringify({ userId: USER1, productId }),
      'application/json; charset=utf-8',
    );
    expect(res.statusCode).toBe(201);
    await t.db.delete(cartItems);
  });

  it('names the wrongly typed field when the body is valid JSON of the wrong shape', async () => {
    expect(issuePaths(await postRaw('/api/cart', '{"userId":"user1","productId":[1]}'))).toEqual([
      'productId',
    ]);
  });
});

describe('values PostgreSQL cannot store', () => {
  const contact = { name: 'Ada', email: 'ada@example.ng', subject: 'Hi', message: 'Hello' };

  it('answers 400 naming the field for text holding a NUL character, storing nothing', async () => {
    const res = await postRaw(
      '/api/contact-messages',
      JSON.stringify({ ...contact, message: 'Hello\u0000there' }),
    );
    expect(expectApiError(res, 400).issues).toEqual([
      { path: 'message', message: 'Text may not contain the NUL character' },
    ]);
    expect(await t.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('names a NUL inside a list entry', async () => {
    const application = {
      businessName: 'Ada Couture',
      businessDescription: 'Adire and ankara for every occasion.',
      location: 'Abeokuta',
      phone: '08031234567',
      experience: 3,
      specialties: ['Adire', 'Ank\u0000ara'],
    };
    const res = await postRaw('/api/tailor-applications', JSON.stringify(application));
    expect(issuePaths(res)).toEqual(['specialties.1']);
  });

  it('answers 400 for a NUL in a query string', async () => {
    expect(issuePaths(await t.app.inject({ url: '/api/products?category=Lace%00' }))).toEqual([
      'category',
    ]);
  });

  it('finds a NUL deep in a nested body', async () => {
    const deep = `{"userId":"user1","productId":${'['.repeat(2000)}"\\u0000"${']'.repeat(2000)}}`;
    const res = await postRaw('/api/cart', deep);
    expect(issuePaths(res)).toEqual([`productId${'.0'.repeat(2000)}`]);
  });

  it('answers 400, not a crash, for a body nested 30,000 levels deep', async () => {
    const deep = `{"userId":"user1","productId":${'['.repeat(30_000)}${']'.repeat(30_000)}}`;
    expectApiError(await postRaw('/api/cart', deep), 400);
  });
});

describe('unknown routes under /api', () => {
  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api'],
    ['GET', '/api/'],
    ['POST', '/api/products'],
    ['PUT', '/api/cart'],
    ['PATCH', '/api/users/user1/measurements'],
    ['GET', '/api/users/user1/cart/extra/segments'],
  ] as const)('answers %s %s with a JSON 404', async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(expectApiError(res, 404).message).toMatch(/not found/i);
  });

  it('answers a page route with a JSON 404 when no client is built', async () => {
    expectApiError(await t.app.inject({ url: '/robots.txt' }), 404);
  });
});

describe('path ids with odd characters answer 400, never 500', () => {
  const odd = [
    encodeURIComponent("1' or '1'='1"),
    encodeURIComponent('../../etc/passwd'),
    encodeURIComponent('<script>'),
    '%F0%9F%91%97',
    'a'.repeat(65),
    'a%20b',
  ];
  const routes = [
    (id: string) => `/api/products/${id}`,
    (id: string) => `/api/tailors/${id}`,
    (id: string) => `/api/tailors/${id}/products`,
    (id: string) => `/api/orders/${id}`,
    (id: string) => `/api/users/${id}/cart`,
    (id: string) => `/api/users/${id}/measurements`,
    (id: string) => `/api/users/${id}/orders`,
    (id: string) => `/api/users/${USER1}/cart/${id}`,
  ];
  it.each(routes.flatMap((route) => odd.map((id) => [route(id)])))('GET/DELETE %s', async (url) => {
    const method = url.includes('/cart/') ? 'DELETE' : 'GET';
    const res = await t.app.inject({ method, url });
    expectApiError(res, 400);
  });

  it('answers 400 with the usual body for a malformed percent-encoding', async () => {
    const res = await t.app.inject({ url: '/api/orders/%E0%A4%A' });
    expectApiError(res, 400);
    expect(res.json()).toEqual({ message: 'The address is not valid' });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('answers 414 with the usual body, not an echo, for an id of thousands of characters', async () => {
    const res = await t.app.inject({ url: `/api/products/${'a'.repeat(5000)}` });
    expectApiError(res, 414);
    expect(res.json()).toEqual({ message: 'The address is too long' });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('names the request in routing errors and health answers over a real connection too', async () => {
    const app = await buildApp({ database: t.database, config: testConfig, logger: false });
    try {
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      const ids = new Set<string>();
      for (const [path, status] of [
        ['/api/orders/%E0%A4%A', 400],
        [`/api/products/${'a'.repeat(5000)}`, 414],
        ['/api/health', 200],
      ] as const) {
        const res = await fetch(origin + path);
        expect(res.status).toBe(status);
        const id = res.headers.get('x-request-id');
        expect(id).toMatch(UUID);
        ids.add(id!);
      }
      expect(ids.size).toBe(3);
    } finally {
      await app.close();
    }
  });
});

describe('a failure inside the server', () => {
  it('answers 500 with a bare message, logging the details with the request id; 400 for a value the database refuses', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // A second app on the same database, with a route that fails the way a bug would.
    const app = await buildApp({
      database: t.database,
      config: { ...testConfig, logLevel: 'error' },
      logger: { level: 'error', stream },
    });
    app.get('/api/boom', async () => {
      throw new Error('secret connection string postgres://admin:hunter2@db');
    });
    // A value that slipped past validation and that PostgreSQL refuses (numeric overflow).
    app.get('/api/overflow', async () => t.db.execute(sql`select ${'1e400'}::numeric(5, 2)`));
    try {
      const res = await app.inject({ url: '/api/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Internal Server Error' });
      expect(res.body).not.toContain('hunter2');
      // Support can find the details from the id the client was given.
      const requestId = res.headers['x-request-id'];
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      const entry = lines.map((l) => JSON.parse(l)).find((l) => l.reqId === requestId);
      expect(JSON.stringify(entry)).toContain('hunter2');

      const refused = await app.inject({ url: '/api/overflow' });
      expect(expectApiError(refused, 400).message).toBe(
        'The request contains a value that cannot be stored',
      );
    } finally {
      await app.close();
    }
  });
});
