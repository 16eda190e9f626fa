/**
 * API throughput and latency: each endpoint under autocannon (32 connections, 10 s), then a bare
 * `node:http` server answering the same bytes under the same load. The ratio of the two is the
 * figure that survives a noisy machine.
 */
import { createHash } from 'node:crypto';
import { get as httpGet } from 'node:http';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_EVENT_ID } from '../server/db/seed/build-events.ts';
import type { LoadResult } from './load.ts';
import { CLIENT_CORE, runNode, SERVER_CORE, spawnNode, stop, waitForOk } from './processes.ts';

export const LOAD = { connections: 32, seconds: 10 };

export type EndpointName =
  'list' | 'outfit' | 'category' | 'search' | 'tailors' | 'cart' | PageEndpointName;
/** The public pages (issue 16), fetched as Chrome fetches them: compressed. */
export type PageEndpointName =
  | 'home page'
  | 'products page'
  | 'outfit page'
  | 'tailors page'
  | 'tailor page'
  | 'help page'
  | 'event page';
export const PAGE_ENDPOINTS: PageEndpointName[] = [
  'home page',
  'products page',
  'outfit page',
  'tailors page',
  'tailor page',
  'help page',
  'event page',
];
export const isPageEndpoint = (name: EndpointName): name is PageEndpointName =>
  (PAGE_ENDPOINTS as EndpointName[]).includes(name);
export type Endpoint = {
  name: EndpointName;
  label: string;
  path: string;
  /** Sent besides the session cookie (the pages: Chrome's Accept-Encoding). */
  headers?: Record<string, string>;
};
/** What Chrome sends with every page request. */
const CHROME_ENCODING = { 'accept-encoding': 'gzip, deflate, br, zstd' };

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
  const headers = await sessionHeaders(origin);
  await fillCart(
    origin,
    products.slice(0, 3).map((p) => p.id),
    headers,
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
    ...(
      [
        ['home page', '/'],
        ['products page', '/products'],
        ['outfit page', `/products/${productId}`],
        ['tailors page', '/tailors'],
        ['tailor page', `/tailors/${tailorId}`],
        ['help page', '/help'],
        // Issue 32: the demo's aso-ebi event, rendered per request (server/db/seed/build-events.ts).
        ['event page', `/events/${DEMO_EVENT_ID}`],
      ] as const
    ).map(([name, path]) => ({ name, label: name, path, headers: CHROME_ENCODING })),
  ];
  return { endpoints, paged, productId, tailorId, headers };
}

/**
 * A returning shopper's browser sends its session cookie with every request. The server opens a
 * session on a visitor's first write (reads start none), so the bench empties the cart, which is
 * that write, and takes the cookie from its answer.
 */
async function sessionHeaders(origin: string): Promise<Record<string, string>> {
  const response = await fetch(`${origin}/api/users/user1/cart`, {
    method: 'DELETE',
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`emptying the cart answered ${response.status}`);
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]);
  return cookies.length > 0 ? { cookie: cookies.join('; ') } : {};
}

/**
 * A shopper's cart holds a few outfits, so the cart endpoint is measured with something to join
 * and serialize: three, added through the API like the storefront does, to the cart just emptied.
 */
async function fillCart(origin: string, productIds: string[], headers: Record<string, string>) {
  for (const productId of productIds) {
    const response = await fetch(`${origin}/api/cart`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ userId: 'user1', productId, quantity: 1 }),
    });
    if (!response.ok)
      throw new Error(`adding ${productId} to the cart answered ${response.status}`);
  }
}

type Page = { items: { id: string }[] };
const isPage = (v: unknown): v is Page =>
  typeof v === 'object' && v !== null && Array.isArray((v as Page).items);

async function getJson(url: string, headers?: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * What an endpoint answers, as the ceiling server will repeat it (compressed as sent): every
 * distinct body it gave (the home page is kept once per hero picture and picks one per visit).
 */
export type Answer = {
  status: number;
  contentType: string;
  contentEncoding: string | undefined;
  /** The distinct bodies, first seen first. */
  bodies: Buffer[];
  key: string;
};

/** Enough visits that a page shown in three variants shows each (a miss: 3 × (2/3)^30 ≈ 0.02 %). */
const VISITS = 30;

/**
 * node:http rather than fetch, which would decompress: the ceiling must send the same bytes. The
 * endpoint is asked VISITS times; the ceiling then picks among the bodies seen as Telo does, so a
 * load generator that handles alternating bodies more slowly (autocannon does) is slowed alike.
 */
export async function fetchAnswer(url: string, headers?: Record<string, string>): Promise<Answer> {
  const bodies = new Map<string, Buffer>();
  let first: Omit<Answer, 'bodies' | 'key'> | undefined;
  for (let visit = 0; visit < VISITS; visit++) {
    const answer = await fetchOnce(url, headers);
    first ??= answer;
    if (answer.status !== first.status || answer.contentEncoding !== first.contentEncoding) {
      throw new Error(`${url} answered ${answer.status} after ${first.status}`);
    }
    bodies.set(createHash('sha256').update(answer.body).digest('hex'), answer.body);
  }
  const { status, contentType, contentEncoding } = first!;
  const key = createHash('sha256')
    .update(`${status}\n${contentType}\n${contentEncoding ?? ''}\n`)
    .update([...bodies.keys()].sort().join('\n'))
    .digest('hex');
  return { status, contentType, contentEncoding, bodies: [...bodies.values()], key };
}

function fetchOnce(
  url: string,
  headers?: Record<string, string>,
): Promise<Omit<Answer, 'bodies' | 'key'> & { body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: response.headers['content-type'] ?? 'application/octet-stream',
          contentEncoding: response.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}

/** autocannon on `url` from the load generator's core. */
export async function loadTest(url: string, headers?: Record<string, string>): Promise<LoadResult> {
  const out = await runNode(['bench/load.ts', JSON.stringify({ url, headers, ...LOAD })], {
    core: CLIENT_CORE,
  });
  return JSON.parse(out) as LoadResult;
}

/** The same load on a bare node:http server answering `answer` from memory, on the server core. */
export async function measureCeiling(
  answer: Answer,
  port: number,
  workDir: string,
): Promise<LoadResult> {
  const answerFile = join(workDir, `answer-${answer.key.slice(0, 12)}.json`);
  writeFileSync(
    answerFile,
    JSON.stringify({
      status: answer.status,
      contentType: answer.contentType,
      contentEncoding: answer.contentEncoding,
      bodiesBase64: answer.bodies.map((body) => body.toString('base64')),
    }),
  );
  const child = spawnNode(['bench/same-bytes-server.ts', String(port), answerFile], {
    core: SERVER_CORE,
  });
  try {
    await waitForOk(child, `http://127.0.0.1:${port}/`, { timeoutMs: 10_000, anyStatus: true });
    return await loadTest(`http://127.0.0.1:${port}/`);
  } finally {
    await stop(child);
  }
}

export function endpointResult(
  endpoint: Endpoint,
  answer: Answer,
  server: LoadResult,
  ceiling: LoadResult,
): EndpointResult {
  const ratio = ceiling.requestsPerSec > 0 ? server.requestsPerSec / ceiling.requestsPerSec : 0;
  const bytes = answer.bodies[0]!.length;
  return { ...endpoint, status: answer.status, bytes, server, ceiling, ratio };
}

/** One progress line. */
export function describeResult(database: string, r: EndpointResult): string {
  const failures = r.server.non2xx + r.server.errors + r.server.timeouts;
  return (
    `  ${database.padEnd(10)} ${r.label.padEnd(16)} ${fmt(r.server.requestsPerSec, 0).padStart(6)} req/s ` +
    `(${fmt(r.ratio, 2)}× same bytes) p50 ${fmt(r.server.p50Ms, 2)} ms p99 ${fmt(r.server.p99Ms, 2)} ms ` +
    `${r.bytes} B${failures ? `, ${failures} failed` : ''}`
  );
}

export const fmt = (n: number, digits: number) =>
  n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
