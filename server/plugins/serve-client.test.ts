import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { testConfig } from '../../test/test-app.ts';

/** A built client in miniature: index.html, a hashed script with its brotli twin, a public file. */
function makeClientDir() {
  const dir = mkdtempSync(join(tmpdir(), 'telo-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Telo</title><div id="root"></div>');
  const script = 'console.log("telo");'.repeat(50);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('serving the built client', () => {
  let database: Database;
  let clientDir: string;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    clientDir = makeClientDir();
    database = await openDatabase({});
    await database.migrate();
    app = await buildApp({ database, config: { ...testConfig, clientDir }, logger: false });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('answers page routes with index.html, never cached', async () => {
    for (const url of ['/', '/products?category=Agbada', '/tailors/abc', '/no-such-page']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets for a year, pre-compressed when the browser accepts brotli', async () => {
    const res = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other public files with a short cache', async () => {
    const res = await app.inject({ url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers missing files and unknown API routes with 404, not the page', async () => {
    for (const url of ['/robots.txt', '/assets/nope.js', '/api/nope']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
    }
    const api = await app.inject({ url: '/api/nope' });
    expect(api.json()).toEqual({ message: 'Route GET /api/nope not found' });
  });
});
