/**
 * 16. Header corpus (issue 27): what browsers, proxies, crawlers and attackers send in headers,
 * each value on top of a phone browser's ordinary headers, against every page of the page table
 * and every API read route, after a first visit has cached what is cached (so the hot path that
 * answers before Fastify is in play). Against `node server/main.ts` as production runs it, with
 * a real client build (pages rendered on the server) and behind a proxy (TRUST_PROXY=true, so
 * X-Forwarded-* is read). Figures: values tried (≥ 200), 5xx = 0, requests without an answer = 0,
 * the process still serving at the end.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../server/app.ts';
import { openDatabase, type Database } from '../server/db/client.ts';
import { products, tailors } from '../server/db/schema/index.ts';
import { seedIfEmpty } from '../server/db/seed/index.ts';
import { pageTable } from '../shared/page-table.ts';
import { testConfig } from '../test/test-app.ts';
import { ensureClientBuild } from './helpers/client-build.ts';
import { freshStore, label, targets } from './helpers/databases.ts';
import { record, zero } from './helpers/figures.ts';
import { headerCorpus } from './helpers/header-corpus.ts';
import { routesOf } from '../test/routes.ts';
import { FUZZ_SEED, LONG } from './helpers/sizing.ts';
import {
  expectStillServing,
  startServer,
  type ServerProcess,
  type Store,
} from './helpers/server-process.ts';
import { insertShoppers } from './helpers/world.ts';
import { DEMO_EVENT_ID } from '../server/db/seed/build-events.ts';

const TEST = '16 Header corpus';
/**
 * Every value is sent to the addresses where each kind of answer is made: a cached page and a
 * cached API read (answered before Fastify once cached), a page rendered per request, a page
 * kept a second (the demo's aso-ebi event, answered before Fastify while kept), a personal page,
 * an account's API read and a not-found page. Of the rest of the cross product (every value on
 * every address), CI sends a seeded sample; `npm run test:long` sends all of it.
 */
const EVERY_VALUE_ON = [
  '/',
  '/products/:id',
  '/sign-in',
  '/events/:id',
  '/profile',
  '/api/products',
  '/api/me',
];

const SAMPLED = LONG ? Infinity : 1000;
const PORTS = { pglite: 4780, postgres: 4781 };
/** Requests in flight at once: a few browsers' worth, not a load test. */
const PARALLEL = 8;
/** What Chrome on an Android phone sends with a page request. */
const PHONE = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-NG,en;q=0.9',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  'sec-fetch-site': 'same-origin',
};

type World = { productId: string; tailorId: string; shopper: { userId: string; cookie: string } };

/** The demo catalogue and one signed-in shopper, written before the server starts. */
async function seed(store: Store): Promise<World> {
  const database: Database = await openDatabase(store);
  try {
    await database.migrate();
    await seedIfEmpty(database.db, { demoSignIn: true });
    const [shopper] = await insertShoppers(database.db, 1, 'corpus');
    const [product] = await database.db.select({ id: products.id }).from(products).limit(1);
    const [tailor] = await database.db.select({ id: tailors.id }).from(tailors).limit(1);
    return { productId: product!.id, tailorId: tailor!.id, shopper: shopper! };
  } finally {
    await database.close();
  }
}

/** The API's read routes, from the router of an app built here (nothing is served by it). */
async function apiReadRoutes(): Promise<string[]> {
  const database = await openDatabase({});
  try {
    const app = await buildApp({ database, config: testConfig, logger: false });
    await app.ready();
    const paths = routesOf(app)
      .filter(({ method, path }) => method === 'GET' && path.startsWith('/api/'))
      .map(({ path }) => path);
    await app.close();
    return paths;
  } finally {
    await database.close();
  }
}

/** A route's path with its parameters filled in from the world. */
function fill(path: string, world: World) {
  return path
    .replace(/^\/api\/products\/:id/, `/api/products/${world.productId}`)
    .replace(/^\/products\/:id/, `/products/${world.productId}`)
    .replace(/^(\/api)?\/tailors\/:id/, `$1/tailors/${world.tailorId}`)
    .replace(/^(\/api)?\/events\/:id/, `$1/events/${DEMO_EVENT_ID}`)
    .replace(':userId', world.shopper.userId)
    .replace(/:\w+/g, 'some-id-123');
}

/** Concrete addresses: pages of the page table and API reads, parameters filled in. */
function addresses(apiPaths: string[], world: World): string[] {
  const pages = pageTable.map(({ path }) => (path === '*' ? '/no-such-page' : fill(path, world)));
  const reads = apiPaths.map((path) => fill(path, world));
  return [...pages, '/products?category=Agbada&sort=price_asc', ...reads];
}

type Outcome = { status: number; error?: string; ms: number };

/**
 * One request on a connection of its own (no agent): Node's agent can hand a socket the server
 * has just closed after a 431 to the next request, which would look like a request without an
 * answer.
 */
function get(origin: string, path: string, headers: Record<string, string>): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: number, error?: string) =>
      resolve({ status, ms: performance.now() - started, ...(error ? { error } : {}) });
    const request = http.get(
      `${origin}${path}`,
      { agent: false, headers, timeout: 15_000 },
      (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
        res.on('error', (e) => done(0, e.message));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (e) => done(0, e.message));
  });
}

/**
 * The jobs that must always run, and SAMPLED of the others drawn with the run's seed, printed so
 * a failure can be replayed (TELO_FUZZ_SEED=…).
 */
function sampleOf<T>(jobs: T[], always: (job: T) => boolean): T[] {
  console.log(`${TEST}: seed ${FUZZ_SEED} (replay with TELO_FUZZ_SEED=${FUZZ_SEED})`);
  const random = mulberry32(FUZZ_SEED);
  const rest = jobs.filter((job) => !always(job));
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  return [...jobs.filter(always), ...rest.slice(0, SAMPLED)];
}

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Runs `work` over `items` with at most PARALLEL at once. */
async function inParallel<T>(items: T[], work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

describe.each(targets())('$kind', (target) => {
  const database = label(target);
  let prepared: Awaited<ReturnType<typeof freshStore>>;
  let server: ServerProcess;
  let urls: string[];
  let core: Set<string>;
  let world: World;

  beforeAll(async () => {
    const clientDir = ensureClientBuild();
    prepared = await freshStore(target);
    world = await seed(prepared.store);
    urls = addresses(await apiReadRoutes(), world);
    core = new Set([...EVERY_VALUE_ON.map((path) => fill(path, world)), '/no-such-page']);
    server = await startServer(prepared.store, PORTS[target.kind], {
      CLIENT_DIR: clientDir,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'error',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await prepared?.cleanUp();
  });

  it('answers every header value on every page and API read without a 5xx or a crash', async () => {
    const started = performance.now();
    const corpus = headerCorpus();
    expect(corpus.length).toBeGreaterThanOrEqual(200);
    // First visits, with and without a session: what is cached is cached from here on.
    for (const url of urls) {
      for (const headers of [PHONE, { ...PHONE, cookie: world.shopper.cookie }]) {
        const first = await get(server.origin, url, headers);
        expect(first.status, url).toBeGreaterThan(0);
        expect(first.status, url).toBeLessThan(500);
      }
    }
    const firstVisits = performance.now() - started;
    const failures: string[] = [];
    const byStatus: Record<number, number> = {};
    let requests = 0;
    const jobs = sampleOf(
      corpus.flatMap((header) => urls.map((url) => ({ header, url }))),
      ({ url }) => core.has(url),
    );
    await inParallel(jobs, async ({ header, url }) => {
      const outcome = await get(server.origin, url, { ...PHONE, [header.name]: header.value });
      requests++;
      byStatus[outcome.status] = (byStatus[outcome.status] ?? 0) + 1;
      if (outcome.status === 0 || outcome.status >= 500) {
        const shown = header.value.length > 60 ? `${header.value.slice(0, 60)}…` : header.value;
        failures.push(
          `${url} with ${header.name}: ${shown} → ${outcome.error ?? outcome.status} after ${Math.round(outcome.ms)} ms`,
        );
      }
    });
    const seconds = (performance.now() - started - firstVisits) / 1000;
    const serving = await expectStillServing(server);
    const fiveHundreds = Object.entries(byStatus)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
    console.log(
      `${database}: ${corpus.length} header values × ${urls.length} addresses = ${requests} requests in ${seconds.toFixed(1)} s (first visits ${(firstVisits / 1000).toFixed(1)} s); by status ${JSON.stringify(byStatus)}`,
    );
    record({
      test: TEST,
      database,
      name: 'header values tried × addresses',
      value: requests,
      target: `${corpus.length} values (≥ 200) × ${urls.length}`,
      status: 'met',
    });
    zero(TEST, database, '5xx answers', fiveHundreds);
    zero(TEST, database, 'requests without an answer', byStatus[0] ?? 0);
    if (failures.length) console.log(server.output().slice(-3000));
    expect(failures.slice(0, 20)).toEqual([]);
    expect(serving).toBe(200);
  });

  it('answers 400 to a page asked for a host no link can be made of', async () => {
    const unusable: Record<string, string>[] = [
      { host: 'a b' },
      { host: '127.0.0.1:99999' },
      { 'x-forwarded-proto': ',' },
    ];
    for (const headers of unusable) {
      for (const url of ['/', '/sign-in', '/profile', '/no-such-page']) {
        const answer = await get(server.origin, url, { ...PHONE, ...headers });
        expect(answer.status, `${url} ${JSON.stringify(headers)}`).toBe(400);
      }
    }
    expect((await get(server.origin, '/', PHONE)).status).toBe(200);
  });
});
