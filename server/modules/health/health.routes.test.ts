import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { createTestApp, testConfig } from '../../../test/test-app.ts';
import { expectApiError, insertUser1 } from '../../../test/fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
  await insertUser1(t.db); // the placeholder shopper every request acts for exists, as seeded
});
afterAll(() => t?.close());

describe('GET /api/health', () => {
  it('answers 200 with status ok while the database answers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('answers 503 with a message once the database is closed, and so do data routes', async () => {
    await t.database.close();
    const res = await t.app.inject({ url: '/api/health' });
    expect(expectApiError(res, 503)).toMatchObject({ status: 'unavailable' });

    const data = await t.app.inject({ url: '/api/users/user1/cart' });
    expectApiError(data, 503);
  });
});

describe('a PostgreSQL server that does not answer', () => {
  it('makes health and data routes answer 503 with a message, never internals', async () => {
    // Port 1 on this machine: nothing listens, so every connection is refused.
    const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/telo' });
    const app = await buildApp({
      database,
      config: testConfig,
      logger: false,
    });
    try {
      expectApiError(await app.inject({ url: '/api/health' }), 503);
      for (const url of ['/api/products', '/api/users/user1/orders']) {
        const res = await app.inject({ url });
        expect(expectApiError(res, 503).message).toBe(
          'The service is temporarily unavailable. Please try again shortly.',
        );
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});
