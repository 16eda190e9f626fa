import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
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
    expect(data.statusCode).toBeGreaterThanOrEqual(500);
    expect(data.json()).toEqual({ message: expect.any(String) });
  });
});
