import pg from 'pg';
import { buildApp, type AppOptions } from '../server/app.ts';
import { openDatabase, type Database } from '../server/db/client.ts';
import { createMigratedPostgresDatabase } from './postgres-template.ts';

/** High enough that request-heavy tests never meet them; the limits have their own tests. */
export const testRateLimits = {
  writesPerMinutePerAddress: 100_000,
  writesPerMinutePerSession: 100_000,
  notFoundPerMinutePerAddress: 100_000,
  // Production's own limit: the sign-in tests count against it (a test of its own each).
  signInCodesPerAddressPerHour: 20,
};

/** What the app is built with in tests: no client, silent logs, limits out of the way. */
export const testConfig = {
  logLevel: 'silent' as const,
  clientDir: './no-client-in-tests',
  trustProxy: false,
  rateLimits: testRateLimits,
  // Tests write rows and read them back at once: read the catalog version before every answer.
  catalogCacheRefreshMs: 0,
};

/**
 * Live mode (DEMO_SHOPPER=off) as the tests run it: no Paystack key and no message provider, so
 * the local simulator (PAYSTACK_SIMULATOR=on) and the development outbox (DEV_OUTBOX=on) are
 * allowed explicitly, as a live server without a key or a provider never is otherwise.
 */
export const liveMode = {
  demoShopper: false,
  payments: { simulatorInLiveMode: true },
  messages: { devOutboxInLiveMode: true },
} satisfies Partial<AppOptions['config']>;

/**
 * A fresh, migrated, empty database and the app built on it, for one test file. In-memory PGlite
 * by default; a brand-new database on the PostgreSQL server at TEST_DATABASE_URL when it is set
 * (copied from a migrated template: test/postgres-template.ts), so the same suite proves both
 * drivers. `overrides` may also set the modes: `liveMode` (above), `messages` (providers). */
export async function createTestApp(overrides: Partial<AppOptions['config']> = {}) {
  const { database, drop } = await createTestDatabase();
  await database.migrate();
  const app = await buildApp({
    database,
    config: { ...testConfig, ...overrides },
    logger: false,
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

export async function createTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { database: await openDatabase({}), drop: async () => {} };

  const { name, url } = await createMigratedPostgresDatabase(serverUrl, 'telo_test');
  return {
    database: await openDatabase({ url }),
    drop: () => withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name}`)),
  };
}

async function withAdmin(url: string, work: (client: pg.Client) => Promise<unknown>) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}
