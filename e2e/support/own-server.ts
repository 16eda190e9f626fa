import { openDatabase, type Database } from '../../server/db/client.ts';
import { seedIfEmpty } from '../../server/db/seed/index.ts';
import { buildApp } from '../../server/app.ts';
import { workerPorts } from './worker-ports.ts';

/**
 * The built app on a demo database of the test's own, in this process, for journeys that need
 * what no route can make: an order delivered (completed) days ago, so that the time-bound steps
 * after delivery can be seen (the tailor's workspace delivers an order only now; for one made
 * through the routes, see delivered-order.ts). The test writes that straight into the database,
 * as the server tests do; every request still goes through HTTP. Listens on this worker's third
 * port (its first two are playwright.config.ts's servers).
 */
export async function startOwnServer() {
  const port = workerPorts().own;
  const database: Database = await openDatabase({});
  await database.migrate();
  await seedIfEmpty(database.db, { demoSignIn: true }); // codes land in the dev outbox
  const app = await buildApp({
    database,
    config: {
      logLevel: 'warn',
      clientDir: process.env.CLIENT_DIR ?? './dist/client',
      trustProxy: false,
      serverRendering: true,
      rateLimits: {
        writesPerMinutePerAddress: 100_000,
        writesPerMinutePerSession: 100_000,
        notFoundPerMinutePerAddress: 100_000,
        signInCodesPerAddressPerHour: 20,
      },
      payments: { publicUrl: `http://localhost:${port}`, simulatorTransferMs: 0 },
    },
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseURL: `http://localhost:${port}`,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
