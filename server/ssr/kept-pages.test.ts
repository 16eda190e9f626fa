import Fastify from 'fastify';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_VARY } from '../../shared/data-light.ts';
import { createKeptPages } from './kept-pages.ts';

let clock = 0;
let renders = 0;
let fail = false;
const app = Fastify();
const kept = createKeptPages(() => clock);

beforeAll(async () => {
  app.get('/events/:id', (request, reply) =>
    kept.serve(request, reply, request.url, 1000, async () => {
      renders++;
      if (fail) throw new Error('render failed');
      return {
        status: request.url.endsWith('missing') ? 404 : 200,
        html: `<p>render ${renders}</p>`,
      };
    }),
  );
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, coding = 'identity') =>
  app.inject({ url, headers: { 'accept-encoding': coding } });

describe('kept pages', () => {
  it('renders once per keepMs and shares the bytes, compressed per coding', async () => {
    const answers = await Promise.all([get('/events/a'), get('/events/a'), get('/events/a', 'br')]);
    expect(renders).toBe(1);
    expect(answers[0]!.body).toBe('<p>render 1</p>');
    expect(answers[2]!.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answers[2]!.rawPayload).toString()).toBe('<p>render 1</p>');
    expect(answers[0]!.headers['cache-control']).toBe('no-cache');
    // The caller keeps each mode apart (page-routes.ts); caches on the way are told to as well.
    expect(answers[0]!.headers.vary).toBe(PAGE_VARY);
    clock += 999;
    expect((await get('/events/a')).body).toBe('<p>render 1</p>');
    clock += 1;
    expect((await get('/events/a')).body).toBe('<p>render 2</p>');
    // Another address is its own page, and a 404 keeps its status.
    const missing = await get('/events/missing');
    expect(missing.statusCode).toBe(404);
  });

  it('a failed render is not kept: the next request renders again', async () => {
    clock += 5000;
    fail = true;
    expect((await get('/events/b')).statusCode).toBe(500);
    fail = false;
    const before = renders;
    expect((await get('/events/b')).statusCode).toBe(200);
    expect(renders).toBe(before + 1);
  });
});
