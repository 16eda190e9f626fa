import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { products } from '../db/schema/index.ts';
import { createTestDatabase, testConfig } from '../../test/test-app.ts';
import { insertProduct, insertTailor, insertUser1 } from '../../test/fixtures.ts';

/**
 * The hot path (decision 011) answers repeated catalog reads on a real socket before Fastify sees
 * them; inject() never reaches it, so these tests listen on a port and speak HTTP.
 */
type App = Awaited<ReturnType<typeof buildApp>>;
type Answer = { status: number; headers: Record<string, string | string[]>; body: string };

let database: Database;
let drop: () => Promise<void>;
let outfitId: string;
const apps: App[] = [];

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await database.migrate();
  await insertUser1(database.db);
  const tailor = await insertTailor(database.db, { businessName: 'Kunle Agbada House' });
  outfitId = (await insertProduct(database.db, tailor.id, { name: 'Royal Blue Agbada' })).id;
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
  await drop?.();
});

/** A listening server that reads the catalog version at most every `refreshMs`. */
async function listening(options: { refreshMs?: number | null; trustProxy?: boolean } = {}) {
  const app = await buildApp({
    database,
    config: {
      ...testConfig,
      // null: the production default (never on PGlite, every 500 ms on PostgreSQL).
      catalogCacheRefreshMs: options.refreshMs === null ? undefined : (options.refreshMs ?? 60_000),
      trustProxy: options.trustProxy ?? false,
    },
    logger: false,
  });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, port };
}

/** node:http rather than fetch, to send a body with a GET and to see every header as sent. */
function get(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
  method = 'GET',
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest({ port, host: '127.0.0.1', path, method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        const all = res.headers as Record<string, string | string[]>;
        resolve({ status: res.statusCode ?? 0, headers: all, body: text });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Every header but those that differ per request by nature. */
const comparable = (a: Answer) => {
  const rest = { ...a.headers };
  expect(rest['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  delete rest['x-request-id'];
  delete rest.date;
  return rest;
};

describe('catalog hot path', () => {
  it('answers a repeated read with the same status, bytes and headers as Fastify did', async () => {
    const { app, port } = await listening();
    for (const path of ['/api/products?limit=24', `/api/products/${outfitId}`, '/api/tailors']) {
      const first = await get(port, path);
      const raw = app.catalogCache.stats.rawHits;
      const second = await get(port, path);
      expect(app.catalogCache.stats.rawHits).toBe(raw + 1);
      expect(second.status).toBe(200);
      expect(second.body).toBe(first.body);
      expect(comparable(second)).toEqual(comparable(first));
      expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
      expect(second.headers['content-security-policy']).toContain("frame-ancestors 'none'");

      // A revalidation: 304 without a body, with the headers Fastify's 304 has.
      const etag = { 'if-none-match': String(first.headers.etag) };
      const slow304 = await get(port, `${path}${path.includes('?') ? '&' : '?'}`, etag);
      const hot304 = await get(port, path, etag);
      expect([slow304.status, hot304.status]).toEqual([304, 304]);
      expect(hot304.body).toBe('');
      expect(comparable(hot304)).toEqual(comparable(slow304));
    }
  });

  it('keeps HSTS to https: behind a proxy each protocol gets its own headers', async () => {
    const { app, port } = await listening({ trustProxy: true });
    const https = { 'x-forwarded-proto': 'https' };
    await get(port, '/api/products?limit=5', https);
    const hot = await get(port, '/api/products?limit=5', https);
    expect(app.catalogCache.stats.rawHits).toBe(1);
    expect(hot.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    // The same address over plain http: no HSTS, whichever path answers.
    for (let i = 0; i < 2; i++) {
      const plain = await get(port, '/api/products?limit=5');
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('leaves a GET with a body to Fastify, whatever Fastify makes of it', async () => {
    const { app, port } = await listening();
    await get(port, '/api/products?limit=3');
    const raw = app.catalogCache.stats.rawHits;
    const body = '{"a":"\\u0000"}';
    const headers = { 'content-type': 'application/json', 'content-length': String(body.length) };
    const answer = await get(port, '/api/products?limit=3', headers, body);
    expect(app.catalogCache.stats.rawHits).toBe(raw);
    // Fastify reads no body on a GET: the catalog answer as usual.
    expect(answer.status).toBe(200);
  });

  /** A change made beside this server (a script, psql): no cache of ours hears of it. */
  const renameOutfit = (name: string) =>
    database.db.update(products).set({ name }).where(eq(products.id, outfitId));

  it('shows a catalog change once the version is read again', async () => {
    const { port } = await listening({ refreshMs: 20 });
    const path = `/api/products/${outfitId}`;
    await get(port, path);
    await get(port, path);
    await renameOutfit('Jade Agbada');
    await expect
      .poll(async () => JSON.parse((await get(port, path)).body).name, { timeout: 5000 })
      .toBe('Jade Agbada');
  });

  it('keeps answering from the kept bytes after a write that is not the catalogue (a cart)', async () => {
    const { app, port } = await listening();
    const path = `/api/products/${outfitId}`;
    const first = await get(port, path);
    await get(port, path);
    const fills = app.catalogCache.stats.fills;
    // A cart write makes the server read catalog_version again; the cart's tables do not move
    // it, so nothing is dropped or rendered again (issue 16).
    const write = await get(
      port,
      '/api/users/user1/cart',
      { 'sec-fetch-site': 'same-origin' },
      undefined,
      'DELETE',
    );
    expect(write.status).toBe(204);
    const raw = app.catalogCache.stats.rawHits;
    const again = await get(port, path);
    expect(again.body).toBe(first.body);
    expect(app.catalogCache.stats.fills).toBe(fills);
    await get(port, path);
    expect(app.catalogCache.stats.rawHits).toBeGreaterThan(raw);
  });

  it('answers through Fastify once the server starts closing', async () => {
    const { app, port } = await listening();
    await get(port, '/api/tailors');
    app.hotPath.open = false;
    const raw = app.catalogCache.stats.rawHits;
    expect((await get(port, '/api/tailors')).status).toBe(200);
    expect(app.catalogCache.stats.rawHits).toBe(raw);
  });
});
