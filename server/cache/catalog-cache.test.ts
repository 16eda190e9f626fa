import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { products } from '../db/schema/index.ts';
import { productsRoutes } from '../modules/products/products.routes.ts';
import { createTestDatabase, testConfig } from '../../test/test-app.ts';
import { insertProduct, insertTailor } from '../../test/fixtures.ts';
import { registerCatalogCache } from './catalog-cache.ts';

/**
 * Two handles on one database, as two server instances would hold: two connection pools on
 * PostgreSQL (TEST_DATABASE_URL), or the one in-memory PGlite shared (it has one connection).
 */
async function openTwice(): Promise<{ a: Database; b: Database; close(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const { database, drop } = await createTestDatabase();
    await database.migrate();
    return { a: database, b: database, close: async () => (await database.close(), drop()) };
  }
  const name = `telo_test_${randomBytes(6).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const [a, b] = [
    await openDatabase({ url: url.toString() }),
    await openDatabase({ url: url.toString() }),
  ];
  await a.migrate();
  return {
    a,
    b,
    close: async () => {
      await Promise.all([a.close(), b.close()]);
      await admin(`drop database if exists ${name}`);
    },
  };
}

let dbs: Awaited<ReturnType<typeof openTwice>>;
let outfit: { id: string; tailorId: string };
beforeAll(async () => {
  dbs = await openTwice();
  const tailor = await insertTailor(dbs.a.db);
  outfit = await insertProduct(dbs.a.db, tailor.id, { name: 'Emerald Ankara Gown' });
});
afterAll(() => dbs?.close());
afterEach(() => vi.useRealTimers());

const instance = (database: Database, refreshMs: number) =>
  buildApp({
    database,
    config: { ...testConfig, catalogCacheRefreshMs: refreshMs },
    logger: false,
  });
const nameOf = async (app: Awaited<ReturnType<typeof instance>>) =>
  (await app.inject({ url: `/api/products/${outfit.id}` })).json().name as string;
const rename = (name: string) =>
  dbs.a.db.update(products).set({ name }).where(eq(products.id, outfit.id));

describe('catalog cache with several server instances', () => {
  it('every instance sees a change written by anyone', async () => {
    const [one, two] = [await instance(dbs.a, 0), await instance(dbs.b, 0)];
    await rename('Emerald Ankara Gown');
    expect([await nameOf(one), await nameOf(two)]).toEqual([
      'Emerald Ankara Gown',
      'Emerald Ankara Gown',
    ]);
    await rename('Jade Ankara Gown');
    expect([await nameOf(one), await nameOf(two)]).toEqual([
      'Jade Ankara Gown',
      'Jade Ankara Gown',
    ]);
    await Promise.all([one.close(), two.close()]);
  });

  it('answers from the version it read for refreshMs, then catches up', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const app = await instance(dbs.b, 60_000);
    await rename('Coral Ankara Gown');
    expect(await nameOf(app)).toBe('Coral Ankara Gown');
    await rename('Amber Ankara Gown');
    // Within the interval the instance does not look: the shopper sees the cached answer.
    expect(await nameOf(app)).toBe('Coral Ankara Gown');
    vi.advanceTimersByTime(60_000);
    // The interval is over: a refresh starts in the background and the next answers show it.
    await vi.waitFor(async () => expect(await nameOf(app)).toBe('Amber Ankara Gown'));
    await app.close();
  });
});

describe('catalog cache bound', () => {
  it('keeps at most maxEntries answers while a crawler walks search terms', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerCatalogCache(app, {
      db: dbs.a.db,
      refreshMs: 0,
      maxEntries: 3,
      hotPath: { open: true, answers: [] },
    });
    await app.register(productsRoutes, { db: dbs.a.db });
    for (const q of ['a', 'b', 'c', 'd', 'e', 'f']) {
      expect((await app.inject({ url: `/api/products?q=${q}&limit=24` })).statusCode).toBe(200);
    }
    expect(app.catalogCache.stats.entries).toBe(3);
    const fills = app.catalogCache.stats.fills;
    await app.inject({ url: '/api/products?q=f&limit=24' }); // still kept
    await app.inject({ url: '/api/products?q=a&limit=24' }); // evicted long ago
    expect(app.catalogCache.stats.fills).toBe(fills + 1);
    await app.close();
  });
});

describe('catalogue writes', () => {
  it('any write makes the next answer read the version; only a catalogue change refills', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const { db } = dbs.a;
    // Infinity: like PGlite, the version is read again only after this instance's own writes.
    registerCatalogCache(app, { db, refreshMs: Infinity, hotPath: { open: true, answers: [] } });
    await app.register(productsRoutes, { db });
    app.post('/rename', async () => {
      await db.update(products).set({ name: 'Ruby Ankara Gown' }).where(eq(products.id, outfit.id));
      return { ok: true };
    });
    app.post('/not-the-catalogue', async () => ({ ok: true }));
    const name = async () =>
      (await app.inject({ url: `/api/products/${outfit.id}` })).json<{ name: string }>().name;
    const before = await name();
    const fills = app.catalogCache.stats.fills;
    // A write elsewhere: the version is read again, has not moved, and the kept answer stays.
    await app.inject({ method: 'POST', url: '/not-the-catalogue' });
    expect(await name()).toBe(before);
    expect(app.catalogCache.stats.fills).toBe(fills);
    await app.inject({ method: 'POST', url: '/rename' });
    expect(await name()).toBe('Ruby Ankara Gown');
    expect(app.catalogCache.stats.fills).toBe(fills + 1);
    await db.update(products).set({ name: before }).where(eq(products.id, outfit.id));
    await app.close();
  });
});
