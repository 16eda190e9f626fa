/**
 * API throughput and latency: each endpoint under autocannon (32 connections, 10 s), then a bare
 * `node:http` server answering the same bytes under the same load. The ratio of the two is the
 * figure that survives a noisy machine.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadResult } from './load.ts';
import { CLIENT_CORE, runNode, SERVER_CORE, spawnNode, stop, waitForOk } from './processes.ts';

export const LOAD = { connections: 32, seconds: 10 };

export type EndpointName = 'list' | 'outfit' | 'category' | 'search' | 'tailors' | 'cart';
export type Endpoint = { name: EndpointName; label: string; path: string };

export type EndpointResult = Endpoint & {
  status: number;
  bytes: number;
  server: LoadResult;
  ceiling: LoadResult;
  /** Server req/s ÷ the same-bytes server's req/s. */
  ratio: number;
};

/** The catalog answers' shape decides the URLs: the paged form once the server has it. */
export async function catalogEndpoints(origin: string) {
  const probe = await getJson(`${origin}/api/products?limit=24`);
  const paged = isPage(probe);
  const products = paged ? probe.items : (probe as { id: string }[]);
  const tailors = await getJson(`${origin}/api/tailors?limit=24`);
  const productId = products[0]?.id;
  const tailorId = (isPage(tailors) ? tailors.items : (tailors as { id: string }[]))[0]?.id;
  if (!productId || !tailorId) throw new Error('the catalog has no outfits or no tailors');
  await fillCart(
    origin,
    products.slice(0, 3).map((p) => p.id),
  );
  const limit = paged ? '&limit=24' : '';
  const endpoints: Endpoint[] = [
    {
      name: 'list',
      label: 'outfit list',
      path: paged ? '/api/products?limit=24' : '/api/products',
    },
    { name: 'outfit', label: 'an outfit', path: `/api/products/${productId}` },
    { name: 'category', label: 'category page', path: `/api/products?category=Agbada${limit}` },
    { name: 'search', label: 'search "agbada"', path: `/api/products?q=agbada${limit}` },
    {
      name: 'tailors',
      label: 'tailor list',
      path: paged ? '/api/tailors?limit=24' : '/api/tailors',
    },
    { name: 'cart', label: 'cart (3 outfits)', path: '/api/users/user1/cart' },
  ];
  return { endpoints, paged, productId, tailorId };
}

/**
 * A shopper's cart holds a few outfits, so the cart endpoint is measured with something to join
 * and serialize: an empty cart gets three, added through the API like the storefront does.
 */
async function fillCart(origin: string, productIds: string[]) {
  const cart = await getJson(`${origin}/api/users/user1/cart`);
  if (Array.isArray(cart) && cart.length > 0) return;
  for (const productId of productIds) {
    const response = await fetch(`${origin}/api/cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'user1', productId, quantity: 1 }),
    });
    if (!response.ok)
      throw new Error(`adding ${productId} to the cart answered ${response.status}`);
  }
}

type Page = { items: { id: string }[] };
const isPage = (v: unknown): v is Page =>
  typeof v === 'object' && v !== null && Array.isArray((v as Page).items);

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** Measures the endpoints one after the other; ceilings are cached by the bytes they serve. */
export async function measureEndpoints(options: {
  origin: string;
  endpoints: Endpoint[];
  ceilingPort: number;
  workDir: string;
  ceilings: Map<string, LoadResult>;
  log: (line: string) => void;
}): Promise<EndpointResult[]> {
  const results: EndpointResult[] = [];
  for (const endpoint of options.endpoints) {
    const url = `${options.origin}${endpoint.path}`;
    const response = await fetch(url);
    const body = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get('content-type') ?? 'application/octet-stream';
    const server = await load(url);
    const key = createHash('sha256')
      .update(`${response.status}\n${contentType}\n`)
      .update(body)
      .digest('hex');
    let ceiling = options.ceilings.get(key);
    if (!ceiling) {
      const answerFile = join(options.workDir, `answer-${key.slice(0, 12)}.json`);
      const answer = { status: response.status, contentType, bodyBase64: body.toString('base64') };
      writeFileSync(answerFile, JSON.stringify(answer));
      ceiling = await ceilingOf(answerFile, options.ceilingPort);
      options.ceilings.set(key, ceiling);
    }
    const ratio = ceiling.requestsPerSec > 0 ? server.requestsPerSec / ceiling.requestsPerSec : 0;
    results.push({
      ...endpoint,
      status: response.status,
      bytes: body.length,
      server,
      ceiling,
      ratio,
    });
    options.log(
      `  ${endpoint.label.padEnd(16)} ${fmt(server.requestsPerSec, 0).padStart(6)} req/s ` +
        `(${fmt(ratio, 2)}× same bytes) p50 ${fmt(server.p50Ms, 2)} ms p99 ${fmt(server.p99Ms, 2)} ms ` +
        `${body.length} B${server.non2xx + server.errors ? `, ${server.non2xx} non-2xx, ${server.errors} errors` : ''}`,
    );
  }
  return results;
}

async function load(url: string): Promise<LoadResult> {
  const out = await runNode(['bench/load.ts', JSON.stringify({ url, ...LOAD })], {
    core: CLIENT_CORE,
  });
  return JSON.parse(out) as LoadResult;
}

async function ceilingOf(answerFile: string, port: number): Promise<LoadResult> {
  const child = spawnNode(['bench/same-bytes-server.ts', String(port), answerFile], {
    core: SERVER_CORE,
  });
  try {
    await waitForOk(child, `http://127.0.0.1:${port}/`, { timeoutMs: 10_000, anyStatus: true });
    return await load(`http://127.0.0.1:${port}/`);
  } finally {
    await stop(child);
  }
}

export const fmt = (n: number, digits: number) =>
  n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
