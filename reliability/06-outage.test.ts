/**
 * 6. Database outage: a TCP proxy between `node server/main.ts` and PostgreSQL is broken under
 * load, then restored — first cut (connections reset, new ones refused: the host is down), then
 * stalled (a network partition: nothing closes, nothing arrives). Figures for each: time to the
 * first 503 (ms); requests that hang (no answer within 5 s) = 0; answers other than 2xx or 503 = 0;
 * /api/health says 503 with database 'down'; time to recover (s), by itself; errors after it = 0.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, postgresAdminUrl, postgresAnswers } from './helpers/databases.ts';
import { measured, record, zero } from './helpers/figures.ts';
import { newSession, productIds, send, waitFor, type Answer } from './helpers/http.ts';
import { expectStillServing, startServer, type ServerProcess } from './helpers/server-process.ts';
import { TcpProxy } from './helpers/tcp-proxy.ts';

const TEST = '6 Database outage';
const DB = 'PostgreSQL';
const PORTS = { server: 4720, proxy: 4721 };
const HANG_MS = 5_000;
const WORKERS = 10;

type Timed = Answer & { startedAt: number; doneAt: number };

const reachable = postgresAdminUrl ? await postgresAnswers(postgresAdminUrl) : false;

describe('PostgreSQL behind a TCP proxy', () => {
  if (!reachable) {
    it('needs a PostgreSQL server', () => {
      const reason = postgresAdminUrl
        ? `no PostgreSQL server answers at TEST_DATABASE_URL`
        : 'TEST_DATABASE_URL is not set (PGlite runs inside the server: there is no connection to cut)';
      console.log(`Outage test not run: ${reason}`);
      record({
        test: TEST,
        database: DB,
        name: 'outage',
        value: null,
        target: 'run',
        status: 'not run',
        note: reason,
      });
    });
    return;
  }

  let proxy: TcpProxy;
  let server: ServerProcess;
  let dropDatabase: () => Promise<void>;
  beforeAll(async () => {
    const created = await createPostgresDatabase(postgresAdminUrl!);
    dropDatabase = created.drop;
    const target = new URL(created.url);
    proxy = new TcpProxy(PORTS.proxy, { host: target.hostname, port: Number(target.port || 5432) });
    await proxy.start();
    const viaProxy = new URL(created.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(PORTS.proxy);
    server = await startServer({ url: viaProxy.toString() }, PORTS.server);
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await proxy?.close();
    await dropDatabase?.();
  });

  it('fails fast with 503 while the database is unreachable and recovers by itself', async () => {
    const cookie = await newSession(server.origin);
    const products = await productIds(server.origin);
    const answers: Timed[] = [];
    let running = true;
    const worker = async (n: number) => {
      for (let i = 0; running; i++) {
        const startedAt = performance.now();
        const kind = (n + i) % 3;
        const res =
          kind === 0
            ? await send(server.origin, 'GET', '/api/users/user1/cart', {
                cookie,
                timeoutMs: HANG_MS,
              })
            : kind === 1
              ? await send(server.origin, 'POST', '/api/cart', {
                  cookie,
                  timeoutMs: HANG_MS,
                  body: { userId: 'user1', productId: products[i % products.length], quantity: 1 },
                })
              : await send(server.origin, 'GET', `/api/products/${products[i % products.length]}`, {
                  timeoutMs: HANG_MS,
                });
        answers.push({ ...res, startedAt, doneAt: performance.now() });
      }
    };
    const load = Promise.all(Array.from({ length: WORKERS }, (_, n) => worker(n)));
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const health = () => send(server.origin, 'GET', '/api/health', { timeoutMs: HANG_MS });

    async function outage(mode: 'cut' | 'partition', breakIt: () => Promise<void> | void) {
      await pause(1500);
      const brokenAt = performance.now();
      await breakIt();
      const first503 = await waitFor(
        async () => answers.some((a) => a.status === 503 && a.doneAt > brokenAt),
        15_000,
        'a 503',
      ).then(() =>
        Math.min(
          ...answers
            .filter((a) => a.status === 503 && a.doneAt > brokenAt)
            .map((a) => a.doneAt - brokenAt),
        ),
      );
      const downHealth = await health();
      await pause(3000);
      const restoredAt = performance.now();
      await proxy.restore();
      await waitFor(
        async () =>
          answers.some(
            (a) =>
              a.startedAt > restoredAt &&
              a.status >= 200 &&
              a.status < 300 &&
              a.body.includes('productId'),
          ),
        30_000,
        'a cart answer after the restore',
      );
      const recoveredAt = Math.min(
        ...answers
          .filter(
            (a) =>
              a.startedAt > restoredAt &&
              a.status >= 200 &&
              a.status < 300 &&
              a.body.includes('productId'),
          )
          .map((a) => a.doneAt),
      );
      const upHealth = await health();
      await pause(1500);
      const during = answers.filter((a) => a.doneAt > brokenAt && a.startedAt < restoredAt);
      const after = answers.filter((a) => a.startedAt > recoveredAt + 200);
      const hangs = during.filter((a) => a.error === 'timeout').length;
      const wrong = during.filter(
        (a) => !(a.status === 503 || (a.status >= 200 && a.status < 300)),
      );
      const afterErrors = after.filter((a) => a.status < 200 || a.status >= 300);
      const slowest = Math.max(...during.map((a) => a.ms));
      const healthDown =
        downHealth.status === 503 && JSON.parse(downHealth.body || '{}').database === 'down';

      measured(
        TEST,
        DB,
        `${mode}: time to the first 503`,
        Math.round(first503),
        ' ms',
        `slowest answer during the outage ${Math.round(slowest)} ms`,
      );
      zero(
        TEST,
        DB,
        `${mode}: requests that hang (> ${HANG_MS / 1000} s)`,
        hangs,
        `${during.length} requests during the outage`,
      );
      zero(
        TEST,
        DB,
        `${mode}: answers other than 2xx or 503 during the outage`,
        wrong.length,
        wrong
          .slice(0, 3)
          .map((a) => `${a.status} ${a.error ?? a.body.slice(0, 80)}`)
          .join('; '),
      );
      record({
        test: TEST,
        database: DB,
        name: `${mode}: /api/health during the outage`,
        value: downHealth.status,
        target: "503, database 'down'",
        status: healthDown ? 'met' : 'missed',
        note: downHealth.body.slice(0, 100),
      });
      record({
        test: TEST,
        database: DB,
        name: `${mode}: time to recover by itself`,
        value: Math.round((recoveredAt - restoredAt) / 10) / 100,
        unit: ' s',
        target: '< 30 s (no restart)',
        status: upHealth.status === 200 ? 'met' : 'missed',
        note: `health after: ${upHealth.status}`,
      });
      zero(
        TEST,
        DB,
        `${mode}: errors after recovery`,
        afterErrors.length,
        `${after.length} requests`,
      );
      return {
        hangs,
        wrong: wrong.length,
        healthDown,
        upHealth: upHealth.status,
        afterErrors: afterErrors.length,
      };
    }

    const cut = await outage('cut', () => proxy.cut());
    const partition = await outage('partition', () => proxy.stall());
    running = false;
    await load;
    for (const result of [cut, partition]) {
      expect(result).toEqual({
        hangs: 0,
        wrong: 0,
        healthDown: true,
        upHealth: 200,
        afterErrors: 0,
      });
    }
    await expectStillServing(server);
  });
});
