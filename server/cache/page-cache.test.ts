import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createServer, get as httpGet, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { products } from '../db/schema/index.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { insertProduct, insertTailor } from '../../test/fixtures.ts';
import { cachedUrl } from '../ssr/page-routes.ts';
import { registerCatalogCache, type RenderedPage } from './catalog-cache.ts';
import { registerHotPath, withHotPath, type HotPath } from './hot-path.ts';

/**
 * Public pages from cached bytes (issue 16): the catalogue cache keeps a rendered page once per
 * catalogue version and variant, compressed once per coding, and answers it with ETag and 304,
 * then before Fastify. The renderer here is a plain function: what is tested is the cache.
 */
let database: Database;
let drop: () => Promise<void>;
let outfitId: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await database.migrate();
  const tailor = await insertTailor(database.db);
  outfitId = (await insertProduct(database.db, tailor.id, { name: 'Coral Lace Gown' })).id;
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
  await drop?.();
});

/** A page long enough to be worth compressing, naming the outfit as the catalogue has it now. */
async function pageOf(variant: number, status = 200, light = false): Promise<RenderedPage> {
  const [outfit] = await database.db
    .select({ name: products.name })
    .from(products)
    .where(eq(products.id, outfitId));
  const cards = '<li class="card">An outfit made to your measurements</li>'.repeat(200);
  const mode = light ? '<p>data-light</p>' : '';
  return {
    status,
    html: `<!doctype html><h1>${outfit!.name}</h1><p>hero ${variant}</p>${mode}${cards}`,
  };
}

/** An app with one cached page route, counting its renders. */
async function pageApp(
  options: { variants?: number; status?: number; refreshMs?: number; dataLight?: boolean } = {},
) {
  const hotPath: HotPath = { open: true, answers: [] };
  const app = Fastify({
    logger: false,
    serverFactory: (handler) => createServer(withHotPath(hotPath, handler)),
  });
  registerHotPath(app, hotPath);
  registerCatalogCache(app, { db: database.db, refreshMs: options.refreshMs ?? 0, hotPath });
  const renders: number[] = [];
  const lightRenders: number[] = [];
  app.get('/outfit', (request, reply) =>
    app.catalogCache.servePage(request, reply, {
      key: `${request.host}/outfit`,
      variants: options.variants ?? 1,
      dataLight: options.dataLight,
      render: (variant, light) => {
        (light ? lightRenders : renders).push(variant);
        return pageOf(variant, options.status, light);
      },
    }),
  );
  apps.push(app);
  await app.ready();
  return { app, renders, lightRenders };
}

const chrome = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('cached pages', () => {
  it('renders a page once and sends it compressed in the coding each browser accepts', async () => {
    const { app, renders } = await pageApp();
    const br = await app.inject({ url: '/outfit', headers: chrome });
    const gzip = await app.inject({ url: '/outfit', headers: { 'accept-encoding': 'gzip' } });
    const plain = await app.inject({ url: '/outfit' });
    expect(renders).toHaveLength(1);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = plain.body;
    expect(html).toContain('<h1>Coral Lace Gown</h1>');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(html);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(html);
    expect(br.rawPayload.length).toBeLessThan(html.length / 10);
    for (const answer of [br, gzip, plain]) {
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    }
    // One validator per coding: a cache must never hand gzip bytes to a brotli revalidation.
    expect(new Set([br, gzip, plain].map((a) => a.headers.etag)).size).toBe(3);
  });

  it('compresses a page asked for again at the best level, the same page and validators', async () => {
    const { app } = await pageApp();
    const first = await app.inject({ url: '/outfit', headers: chrome });
    await app.inject({ url: '/outfit', headers: chrome });
    await expect.poll(() => app.catalogCache.stats.recompressed).toBe(1);
    const best = await app.inject({ url: '/outfit', headers: chrome });
    expect(brotliDecompressSync(best.rawPayload).toString()).toBe(
      brotliDecompressSync(first.rawPayload).toString(),
    );
    expect(best.rawPayload.length).toBeLessThanOrEqual(first.rawPayload.length);
    expect(best.headers.etag).toBe(first.headers.etag);
    await app.inject({ url: '/outfit', headers: chrome });
    expect(app.catalogCache.stats.recompressed).toBe(1); // once
  });

  it('answers 304 to a browser that has the page already', async () => {
    const { app } = await pageApp();
    const first = await app.inject({ url: '/outfit', headers: chrome });
    const again = await app.inject({
      url: '/outfit',
      headers: { ...chrome, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('renders again once the catalogue changes, not before', async () => {
    const { app, renders } = await pageApp();
    await app.inject({ url: '/outfit' });
    await app.inject({ url: '/outfit' });
    expect(renders).toHaveLength(1);
    await database.db
      .update(products)
      .set({ name: 'Pearl Lace Gown' })
      .where(eq(products.id, outfitId));
    const after = await app.inject({ url: '/outfit' });
    expect(after.body).toContain('<h1>Pearl Lace Gown</h1>');
    expect(renders).toHaveLength(2);
  });

  it('keeps one page per variant and picks one for each visit (the random hero)', async () => {
    const { app, renders } = await pageApp({ variants: 3 });
    const shown = new Set<string>();
    for (let visit = 0; visit < 60; visit++) {
      shown.add(/hero (\d)/.exec((await app.inject({ url: '/outfit' })).body)![1]!);
    }
    expect([...shown].sort()).toEqual(['0', '1', '2']);
    expect(new Set(renders).size).toBe(3);
    expect(renders).toHaveLength(3);
  });

  it('does not keep a page rendered as not found, and compresses it fast', async () => {
    const { app, renders } = await pageApp({ status: 404 });
    const first = await app.inject({ url: '/outfit', headers: chrome });
    await app.inject({ url: '/outfit', headers: chrome });
    expect(first.statusCode).toBe(404);
    expect(first.headers.etag).toBeUndefined();
    expect(first.headers['cache-control']).toBe('no-cache');
    // Rendered for its request's mode too (data-light), which caches on the way must key on.
    expect(first.headers.vary).toBe('Accept-Encoding, Save-Data, Cookie');
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain('<h1>');
    expect(renders).toHaveLength(2);
  });

  it('answers a page already kept before Fastify, in the coding asked for', async () => {
    const { app } = await pageApp({ refreshMs: 60_000 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/outfit`;
    const first = await fetch(url, { headers: chrome });
    const html = await first.text();
    const raw = app.catalogCache.stats.rawHits;
    const again = await fetch(url, { headers: chrome });
    expect(app.catalogCache.stats.rawHits).toBe(raw + 1);
    expect(again.headers.get('content-encoding')).toBe('br');
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await again.text()).toBe(html); // fetch decodes brotli
    const revalidated = await fetch(url, {
      headers: { ...chrome, 'if-none-match': first.headers.get('etag')! },
    });
    expect(revalidated.status).toBe(304);
  });
});

describe('data-light pages in the cache (issue 33, decision 058)', () => {
  it('keeps a data-light page apart, asked by Save-Data or the cookie, and says Vary', async () => {
    const { app, renders, lightRenders } = await pageApp({ refreshMs: 60_000, dataLight: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/outfit`;
    const modes = [
      [{}, false],
      [{ 'save-data': 'on' }, true],
      [{ cookie: 'telo_session=abc; telo_data_light=1' }, true],
      [{ cookie: 'telo_data_light=0' }, false],
      [{ 'save-data': 'off' }, false],
    ] as const;
    // Twice round: the second time every answer comes from the hot path, before Fastify.
    for (const round of [1, 2]) {
      for (const [headers, light] of modes) {
        const answer = await fetch(url, { headers: { ...chrome, ...headers } });
        const where = `${JSON.stringify(headers)}, round ${round}`;
        expect(answer.headers.get('vary'), where).toBe('Accept-Encoding, Save-Data, Cookie');
        expect((await answer.text()).includes('data-light'), where).toBe(light);
      }
    }
    expect(renders).toHaveLength(1);
    expect(lightRenders).toHaveLength(1);
    expect(app.catalogCache.stats.rawHits).toBeGreaterThanOrEqual(modes.length);
  });

  it("answers 304 to a browser that holds any of the home page's pictures", async () => {
    const { app } = await pageApp({ variants: 3, refreshMs: 60_000 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/outfit`;
    const etags = new Set<string>();
    for (let visit = 0; visit < 40; visit++) {
      etags.add((await fetch(url, { headers: chrome })).headers.get('etag')!);
    }
    expect(etags.size).toBe(3);
    for (const etag of etags) {
      for (let visit = 0; visit < 5; visit++) {
        const again = await fetch(url, { headers: { ...chrome, 'if-none-match': etag } });
        expect(again.status).toBe(304);
      }
    }
  });
});

describe('cached pages asked with what browsers and proxies send (issue 27)', () => {
  it('answers every Accept-Encoding and keeps serving, before Fastify and through it', async () => {
    const { app } = await pageApp({ refreshMs: 60_000 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const get = (headers: Record<string, string>) => rawGet(port, '/outfit', headers);
    expect((await get(chrome)).status).toBe(200); // kept: the next ones may take the hot path
    const cases: [string, number, string | undefined][] = [
      ['deflate', 200, undefined],
      ['GZIP', 200, 'gzip'],
      ['xyz', 200, undefined],
      ['compress', 200, undefined],
      ['gzip;q=0, br;q=0, identity;q=0', 406, undefined],
      ['deflate', 200, undefined], // remembered this time
      ['gzip;q=0, br;q=0, identity;q=0', 406, undefined],
    ];
    for (const [acceptEncoding, status, coding] of cases) {
      const answer = await get({ 'accept-encoding': acceptEncoding });
      expect(answer.status, acceptEncoding).toBe(status);
      expect(answer.headers['content-encoding'], acceptEncoding).toBe(coding);
    }
    expect((await get(chrome)).status).toBe(200);
  });

  it('serves a request through Fastify when the hot path throws', async () => {
    const { app } = await pageApp({ refreshMs: 60_000 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    expect((await rawGet(port, '/outfit', chrome)).status).toBe(200);
    const { answers } = app.hotPath;
    app.hotPath.answers = [
      () => {
        throw new Error('a fault in the hot path');
      },
    ];
    try {
      const served = await rawGet(port, '/outfit', chrome);
      expect(served.status).toBe(200);
      expect(served.headers['content-encoding']).toBe('br');
    } finally {
      app.hotPath.answers = answers;
    }
  });
});

/** node:http, which sends Accept-Encoding as given and never decodes the body. */
function rawGet(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    httpGet({ host: '127.0.0.1', port, path, headers }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers }),
      );
    }).on('error', reject);
  });
}

describe('cachedUrl', () => {
  const products = { path: '/products', module: 'products', render: 'cached' as const, title: '' };
  it('keeps only the query parameters the page reads, in the table order', () => {
    const page = { ...products, query: ['q', 'category', 'sort'] };
    expect(cachedUrl(page, '/products?utm_source=x&sort=price_asc&category=Lace')).toBe(
      '/products?category=Lace&sort=price_asc',
    );
    expect(cachedUrl(page, '/products?utm_source=x')).toBe('/products');
    expect(cachedUrl(products, '/products?category=Lace')).toBe('/products');
  });
});
