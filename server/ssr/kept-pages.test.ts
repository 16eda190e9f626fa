import Fastify from 'fastify';
import { createServer, get as httpGet, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_VARY } from '../../shared/data-light.ts';
import { registerHotPath, withHotPath, type HotPath } from '../cache/hot-path.ts';
import { createKeptPages } from './kept-pages.ts';

let clock = 0;
let renders = 0;
let fail = false;
const hotPath: HotPath = { open: true, answers: [] };
const app = Fastify({
  logger: false,
  serverFactory: (handler) => createServer(withHotPath(hotPath, handler)),
});
const kept = createKeptPages({}, () => clock);
let port = 0;

beforeAll(async () => {
  registerHotPath(app, hotPath);
  hotPath.answers.push(kept.answerRaw);
  app.get('/events/:id', (request, reply) =>
    kept.serve(request, reply, {
      key: request.url,
      keepMs: 1000,
      render: async (dataLight) => {
        renders++;
        if (fail) throw new Error('render failed');
        return {
          status: request.url.endsWith('missing') ? 404 : 200,
          html: `<p>render ${renders}${dataLight ? ' light' : ''}</p>`,
        };
      },
    }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

/** node:http, which sends the headers as given and never decodes the body. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const sent = { 'accept-encoding': 'identity', ...headers };
    httpGet({ host: '127.0.0.1', port, path, headers: sent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const br = response.headers['content-encoding'] === 'br' && raw.length > 0;
        const body = (br ? brotliDecompressSync(raw) : raw).toString();
        resolve({ status: response.statusCode!, headers: response.headers, body });
      });
    }).on('error', reject);
  });
}

describe('kept pages', () => {
  it('renders once per keepMs and shares the bytes, compressed per coding', async () => {
    const answers = await Promise.all([
      get('/events/a'),
      get('/events/a'),
      get('/events/a', { 'accept-encoding': 'br' }),
    ]);
    expect(renders).toBe(1);
    expect(answers[0]!.body).toBe('<p>render 1</p>');
    expect(answers[2]!.headers['content-encoding']).toBe('br');
    expect(answers[2]!.body).toBe('<p>render 1</p>');
    expect(answers[0]!.headers['cache-control']).toBe('no-cache');
    // Each mode is kept apart here; caches on the way are told to as well.
    expect(answers[0]!.headers.vary).toBe(PAGE_VARY);
    clock += 999;
    expect((await get('/events/a')).body).toBe('<p>render 1</p>');
    clock += 1;
    expect((await get('/events/a')).body).toBe('<p>render 2</p>');
    // Another address is its own page, and a 404 keeps its status.
    const missing = await get('/events/missing');
    expect(missing.status).toBe(404);
  });

  it('answers a kept page before Fastify with the same bytes and headers, until its time is up', async () => {
    clock += 5000;
    const first = await get('/events/hot', { 'accept-encoding': 'br' });
    const raw = kept.stats.rawHits;
    const again = await get('/events/hot', { 'accept-encoding': 'br' });
    expect(kept.stats.rawHits).toBe(raw + 1);
    expect(again.body).toBe(first.body);
    for (const name of ['content-encoding', 'vary', 'cache-control', 'etag', 'content-type']) {
      expect(again.headers[name], name).toBe(first.headers[name]);
    }
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    // A browser holding it is told so, on the hot path too.
    const holding = await get('/events/hot', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(holding.status).toBe(304);
    expect(kept.stats.rawHits).toBe(raw + 2);
    // Its second is over: never the old bytes, a new render through Fastify.
    clock += 1000;
    const later = await get('/events/hot', { 'accept-encoding': 'br' });
    expect(later.body).not.toBe(first.body);
    expect(kept.stats.rawHits).toBe(raw + 2);
  });

  it('keeps the data-light render apart on the hot path too', async () => {
    clock += 5000;
    const light = { cookie: 'telo_data_light=1' };
    const plain = await get('/events/modes');
    expect((await get('/events/modes', light)).body).toMatch(/ light<\/p>$/);
    const raw = kept.stats.rawHits;
    expect((await get('/events/modes', light)).body).toMatch(/ light<\/p>$/);
    expect((await get('/events/modes', { 'save-data': 'on' })).body).toMatch(/ light<\/p>$/);
    expect((await get('/events/modes')).body).toBe(plain.body);
    expect(kept.stats.rawHits).toBe(raw + 3);
  });

  it('never answers a 404 on the hot path', async () => {
    await get('/events/missing');
    const raw = kept.stats.rawHits;
    expect((await get('/events/missing')).status).toBe(404);
    expect(kept.stats.rawHits).toBe(raw);
  });

  it('keeps in memory only the pages asked for within their time', async () => {
    clock += 5000;
    for (let i = 0; i < 20; i++) await get(`/events/crawled-${i}`);
    expect(kept.stats.kept).toBeGreaterThanOrEqual(20);
    clock += 1000;
    await get('/events/after-the-crawl');
    expect(kept.stats.kept).toBe(1);
  });

  it('a failed render is not kept: the next request renders again', async () => {
    clock += 5000;
    fail = true;
    expect((await get('/events/b')).status).toBe(500);
    fail = false;
    const before = renders;
    expect((await get('/events/b')).status).toBe(200);
    expect(renders).toBe(before + 1);
  });
});
