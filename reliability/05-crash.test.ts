/**
 * 5. Crash, on PGlite: `node server/main.ts` on a data folder, a write loop running, SIGKILL in
 * the middle of it, restart on the same folder — five times. Figures: acknowledged writes lost = 0;
 * restarts that fail = 0 (the dead process's lock is taken over). A second process opening the
 * folder while the first runs is refused with a clear message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataDir } from './helpers/databases.ts';
import { record, zero } from './helpers/figures.ts';
import { newSession, productIds, send } from './helpers/http.ts';
import {
  expectStillServing,
  spawnServer,
  startServer,
  waitUntilHealthy,
  type ServerProcess,
} from './helpers/server-process.ts';
import { measurementsBody } from './helpers/bodies.ts';

const TEST = '5 Crash (SIGKILL)';
const DB = 'PGlite';
const PORT = 4710;
const ROUNDS = 5;
const CART_WORKERS = 4;

type Round = { cartAcked: string[]; lastChestAcked: number | null; lastChestSent: number | null };

/**
 * Cart adds of distinct outfits by several workers, and measurement saves with rising chest
 * values by one worker (so the last acknowledged one is the newest), until `killAfter` cart adds
 * were acknowledged; then SIGKILL while requests are still in flight.
 */
async function writeUntilKilled(
  server: ServerProcess,
  cookie: string,
  products: string[],
  killAfter: number,
) {
  const round: Round = { cartAcked: [], lastChestAcked: null, lastChestSent: null };
  let next = 0;
  let killed = false;
  const kill = () => {
    if (!killed) server.child.kill('SIGKILL');
    killed = true;
  };
  const cartWorker = async () => {
    while (!killed && next < products.length) {
      const productId = products[next++]!;
      const res = await send(server.origin, 'POST', '/api/cart', {
        cookie,
        body: { userId: 'user1', productId, quantity: 1 },
      });
      if (res.status === 201) round.cartAcked.push(productId);
      if (round.cartAcked.length >= killAfter) kill();
    }
  };
  const measurementWorker = async () => {
    for (let chest = 30; !killed && chest <= 70; chest += 0.25) {
      round.lastChestSent = chest;
      const res = await send(server.origin, 'POST', '/api/measurements', {
        cookie,
        body: measurementsBody('user1', String(chest)),
      });
      if (res.status === 200) round.lastChestAcked = chest;
    }
  };
  await Promise.all([...Array.from({ length: CART_WORKERS }, cartWorker), measurementWorker()]);
  kill();
  const exit = await server.exited;
  expect(exit.signal, 'the process was killed, not stopped').toBe('SIGKILL');
  return round;
}

describe('PGlite data folder', () => {
  const folder = createDataDir();
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({ dataDir: folder.dataDir }, PORT);
  });
  afterAll(async () => {
    await server?.stop();
    folder.remove();
  });

  it(`loses no acknowledged write across ${ROUNDS} SIGKILLs, and restarts every time`, async () => {
    let lost = 0;
    let failedRestarts = 0;
    let acknowledged = 0;
    const details: string[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const cookie = await newSession(server.origin);
      const products = await productIds(server.origin);
      expect(products.length).toBeGreaterThan(20);
      // Kill at a different point each round, with writes of both kinds in flight.
      const killAfter = 5 + Math.floor(((i + 1) / (ROUNDS + 1)) * (products.length - 10));
      const round = await writeUntilKilled(server, cookie, products, killAfter);
      acknowledged += round.cartAcked.length + (round.lastChestAcked === null ? 0 : 1);

      server = spawnServer({ dataDir: folder.dataDir }, PORT);
      try {
        await waitUntilHealthy(server, 60_000);
      } catch (error) {
        failedRestarts++;
        details.push(String(error).slice(0, 300));
        server = await startServer({ dataDir: folder.dataDir }, PORT); // one more try, or fail here
      }
      const cart = await send(server.origin, 'GET', '/api/users/user1/cart', { cookie });
      const inCart = new Set(
        (JSON.parse(cart.body) as { productId: string }[]).map((item) => item.productId),
      );
      const missing = round.cartAcked.filter((id) => !inCart.has(id));
      const saved = await send(server.origin, 'GET', '/api/users/user1/measurements', { cookie });
      const chest =
        saved.status === 200 ? (JSON.parse(saved.body) as { chest: number }).chest : null;
      // The newest acknowledged save, or the one in flight at the kill, is what must be stored.
      const chestLost =
        round.lastChestAcked !== null && (chest === null || chest < round.lastChestAcked) ? 1 : 0;
      lost += missing.length + chestLost;
      details.push(
        `round ${i + 1}: ${round.cartAcked.length} adds + chest ${round.lastChestAcked} acknowledged; stored chest ${chest}; missing ${missing.length + chestLost}`,
      );
      expect(cart.status).toBe(200);
      expect(chest === null || round.lastChestSent === null || chest <= round.lastChestSent).toBe(
        true,
      );
      await send(server.origin, 'DELETE', '/api/users/user1/cart', { cookie });
    }
    console.log(details.join('\n'));
    record({
      test: TEST,
      database: DB,
      name: `acknowledged writes across ${ROUNDS} kills`,
      value: acknowledged,
      target: 'reported',
      status: 'met',
    });
    zero(TEST, DB, 'acknowledged writes lost', lost);
    zero(TEST, DB, 'restarts that fail', failedRestarts);
    expect(lost).toBe(0);
    expect(failedRestarts).toBe(0);
  });

  it('refuses a second process on the same data folder with a clear message', async () => {
    const second = spawnServer({ dataDir: folder.dataDir }, PORT + 1);
    const exit = await second.exited;
    const message = /data folder is in use by another Telo process \(pid \d+/.exec(
      second.output(),
    )?.[0];
    const refused = exit.code !== 0 && exit.code !== null && message !== undefined;
    record({
      test: TEST,
      database: DB,
      name: 'second process on the same folder refused with the lock message',
      value: refused ? 1 : 0,
      target: '= 1 (yes)',
      status: refused ? 'met' : 'missed',
      note: `exit ${exit.code}: "${message ?? second.output().slice(0, 200)}"`,
    });
    expect(exit.code).not.toBe(0);
    expect(message).toBeDefined();
    // The first server was not disturbed.
    expect((await send(server.origin, 'GET', '/api/health')).status).toBe(200);
    await expectStillServing(server);
  });
});
