/**
 * 10. Load: 60 s of mixed reads and writes from 100 connections (autocannon), each its own
 * shopper with a session, against `node server/main.ts` on PGlite and on PostgreSQL, write limits
 * raised for the run. Figures: errors = 0 (every non-2xx counts), p99 latency, and acknowledged
 * writes not found afterwards = 0 (each shopper's cart and last measurement checked exactly).
 */
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../server/db/client.ts';
import { cartItems, measurements, products } from '../server/db/schema/index.ts';
import { seedIfEmpty } from '../server/db/seed/index.ts';
import { freshStore, label, targets } from './helpers/databases.ts';
import { measured, record, zero } from './helpers/figures.ts';
import {
  lostWrites,
  shopperRequests,
  type Ledger,
  type LoadRequest,
} from './helpers/load-shopper.ts';
import {
  expectStillServing,
  startServer,
  type ServerProcess,
  type Store,
} from './helpers/server-process.ts';
import { insertShoppers } from './helpers/world.ts';
import { LOAD_SECONDS } from './helpers/sizing.ts';

const TEST = '10 Load';
const PORTS = { pglite: 4760, postgres: 4761 };
const CONNECTIONS = 100;
/** 15 s in CI, 60 s in the long run (helpers/sizing.ts): the test passes on counts. */
const DURATION_S = LOAD_SECONDS;

// autocannon ships no types, and bench/autocannon.d.ts declares only what the bench uses.
type Client = { setRequests(requests: LoadRequest[]): void };
type Result = {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
};
const run = autocannon as unknown as (
  options: {
    url: string;
    connections: number;
    duration: number;
    timeout: number;
    setupClient(client: Client): void;
    requests: LoadRequest[];
  },
  done: (error: Error | null, result: Result) => void,
) => unknown;

/** The demo catalog and 100 shoppers with sessions, written before the server starts. */
async function seed(store: Store) {
  const database: Database = await openDatabase(store);
  try {
    await database.migrate();
    await seedIfEmpty(database.db, { demoSignIn: true });
    const shoppers = await insertShoppers(database.db, CONNECTIONS, 'load');
    const ids = (await database.db.select({ id: products.id }).from(products)).map((p) => p.id);
    return { shoppers, productIds: ids };
  } finally {
    await database.close();
  }
}

describe.each(targets())('$kind', (target) => {
  const database = label(target);
  let prepared: Awaited<ReturnType<typeof freshStore>>;
  let server: ServerProcess;
  let world: Awaited<ReturnType<typeof seed>>;
  beforeAll(async () => {
    prepared = await freshStore(target);
    world = await seed(prepared.store);
    // The production log level: errors and answers slower than a second are logged.
    server = await startServer(prepared.store, PORTS[target.kind], { LOG_LEVEL: 'info' });
  });
  afterAll(async () => {
    await server?.stop();
    await prepared?.cleanUp();
  });

  it(`serves ${DURATION_S} s of mixed traffic from ${CONNECTIONS} connections without an error or a lost write`, async () => {
    const ledgers: Ledger[] = world.shoppers.map(() => ({
      cart: new Set(),
      chest: null,
      pending: null,
      acknowledged: 0,
    }));
    let next = 0;
    const result = await new Promise<Result>((resolve, reject) =>
      run(
        {
          url: server.origin,
          connections: CONNECTIONS,
          duration: DURATION_S,
          timeout: 10,
          // Each connection is one shopper, so what it was acknowledged can be checked exactly.
          setupClient(client) {
            const i = next++ % world.shoppers.length;
            client.setRequests(
              shopperRequests(world.shoppers[i]!, i, world.productIds, ledgers[i]!),
            );
          },
          requests: [{ method: 'GET', path: '/api/health' }],
        },
        (error, res) => (error ? reject(error) : resolve(res)),
      ),
    );
    // Stop cleanly, then read what is stored.
    await expectStillServing(server);
    expect((await server.stop()).code).toBe(0);
    const slow = server
      .output()
      .split('\n')
      .filter((line) => line.includes('request answered'));
    if (slow.length)
      console.log(
        `server log, slow or failed answers (last 10 of ${slow.length}):\n${slow.slice(-10).join('\n')}`,
      );
    const stored: Database = await openDatabase(prepared.store);
    let lost = 0;
    try {
      for (const [i, shopper] of world.shoppers.entries()) {
        const cart = await stored.db
          .select()
          .from(cartItems)
          .where(eq(cartItems.userId, shopper.userId));
        const [saved] = await stored.db
          .select()
          .from(measurements)
          .where(eq(measurements.userId, shopper.userId));
        lost += lostWrites(
          ledgers[i]!,
          new Set(cart.map((c) => c.productId)),
          saved?.chest ?? null,
        );
      }
    } finally {
      await stored.close();
    }

    const errors = result.non2xx + result.errors + result.timeouts;
    const acknowledged = ledgers.reduce((n, l) => n + l.acknowledged, 0);
    const statuses = Object.entries(result.statusCodeStats)
      .map(([s, v]) => `${s}×${v.count}`)
      .join(', ');
    record({
      test: TEST,
      database,
      name: `requests in ${DURATION_S} s at ${CONNECTIONS} connections`,
      value: result.requests.total,
      target: 'reported',
      status: 'met',
      note: `${Math.round(result.requests.average)} req/s; ${statuses}`,
    });
    zero(
      TEST,
      database,
      'errors (non-2xx, socket errors, timeouts)',
      errors,
      `non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
    );
    measured(
      TEST,
      database,
      'p99 latency',
      result.latency.p99,
      ' ms',
      `p50 ${result.latency.p50} ms, max ${result.latency.max} ms`,
    );
    zero(
      TEST,
      database,
      'acknowledged writes not found afterwards',
      lost,
      `${acknowledged.toLocaleString('en')} writes acknowledged`,
    );
    expect(errors).toBe(0);
    expect(lost).toBe(0);
    expect(acknowledged).toBeGreaterThan(0);
  });
});
