import type { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { createPglite } from './pglite-turns.ts';

/** The drizzle API both drivers share: repositories are written against this alone. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The driver under Drizzle, for the job runner (server/jobs), which speaks SQL to it. */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
  migrate(): Promise<void>;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  /**
   * A PostgreSQL server. `serving`: the server answering shoppers, whose statements are bounded
   * (see servingTimeouts); scripts doing bulk work (seeding 100k outfits, rebuilding indexes)
   * leave it off.
   */
  | { url: string; serving?: boolean }
  /** Embedded PGlite kept in this folder; omit the folder for a throwaway in-memory database. */
  | { dataDir?: string };

const migrationsFolder = join(import.meta.dirname, 'migrations');

/** PGlite loads extensions only when asked: pg_trgm backs catalog search (decision 006). */
const pgliteExtensions = { pg_trgm };

/**
 * PGlite's postgresql.conf (written at every start; PGlite passes its own settings on the command
 * line). PostgreSQL's default 128 MB of shared buffers live inside PGlite's WebAssembly memory,
 * which never shrinks: with 100k outfits they filled up and made most of the server's 600 MB.
 * Pages PostgreSQL does not keep are still in the operating system's file cache, which the
 * process's memory does not count, and the catalog cache answers the hot reads anyway.
 */
const PGLITE_SETTINGS = ['shared_buffers = 16MB'];

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return 'url' in options
    ? openPostgres(options.url, options.serving ?? false)
    : openPglite(options.dataDir);
}

/**
 * Fail fast when PostgreSQL is unreachable, so a shopper gets a quick 503 ("try again shortly")
 * instead of a spinner, and the server's requests do not pile up behind a dead database
 * (measured by reliability/06-outage.test.ts: host down and network partition).
 */
const connectionTimeouts = {
  // A reachable PostgreSQL accepts a connection in milliseconds (well under 100 ms even across
  // zones with TLS); 2 s without one means it is down or unreachable. The same bound applies to
  // waiting for a free pooled connection when all ten are busy.
  connectionTimeoutMillis: 2000,
  // TCP keepalive on pooled connections: NAT and firewalls do not silently drop them while idle,
  // and the OS finds out about a vanished peer instead of the next request doing so.
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
};

/** Bounds on each statement of the serving process (not of migrations or bulk scripts). */
const servingTimeouts = {
  // PostgreSQL cancels a statement after 3 s. Our slowest request query, a broad search over
  // 100k outfits (decision 006), takes well under 1 s even under load (p99 0.67 s in the bench);
  // beyond 3 s a query is a bug or an overload, and a quick 503 serves better than a wait.
  statement_timeout: 3000,
  // The client gives up 0.5 s later: this fires only when even the cancellation cannot come
  // back, i.e. the network is gone without a reset (a partition). The connection is dropped
  // from the pool and the request answers 503, so no request waits more than about 3.5 s.
  query_timeout: 3500,
  // A session idle inside a transaction holds its locks: PostgreSQL ends it after 10 s.
  idle_in_transaction_session_timeout: 10_000,
};

async function openPostgres(url: string, serving: boolean): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...connectionTimeouts,
    ...(serving ? servingTimeouts : {}),
  });
  // A client losing its connection must not crash the process: idle, the pool reports it here
  // and the next query reconnects; checked out (inside a transaction), pg-pool takes its own
  // listener off, and an 'error' event nobody listens to would end the process (reliability 6
  // caught it mid-transaction). Its queries fail with the error, answered 503, and the pool
  // drops the broken client when it is released.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    driver: { kind: 'postgres', pool },
    migrate: () => migratePostgres(url),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: once(() => pool.end()),
  };
}

/**
 * Migrations run on a connection of their own, without the serving timeouts: building an index
 * on a large table may rightly take minutes.
 */
async function migratePostgres(url: string) {
  const client = new pg.Client({ connectionString: url, ...connectionTimeouts });
  await client.connect();
  try {
    await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder });
  } finally {
    await client.end();
  }
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  let release = () => {};
  let client: PGlite;
  if (dataDir) {
    const folder = resolve(dataDir, 'pglite');
    release = lockDataDir(`${folder}.lock`);
    mkdirSync(resolve(dataDir), { recursive: true });
    client = await createPglite({
      dataDir: folder,
      extensions: pgliteExtensions,
      postgresqlconf: PGLITE_SETTINGS,
    }).catch((error: unknown) => {
      release();
      throw error;
    });
  } else {
    client = await createPglite({ extensions: pgliteExtensions });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    driver: { kind: 'pglite', client },
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => void (await client.query('select 1')),
    close: once(async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    }),
  };
}

/**
 * Closing twice (a second signal during shutdown, a test closing what it already closed) must
 * not throw: both drivers refuse a second close, so later calls share the first one's promise.
 */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
