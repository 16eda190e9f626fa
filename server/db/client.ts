import { PGlite } from '@electric-sql/pglite';
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

/** The drizzle API both drivers share: repositories are written against this alone. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  /** A PostgreSQL server. */
  | { url: string }
  /** Embedded PGlite kept in this folder; omit the folder for a throwaway in-memory database. */
  | { dataDir?: string };

const migrationsFolder = join(import.meta.dirname, 'migrations');

/** PGlite loads extensions only when asked: pg_trgm backs catalog search (decision 006). */
const pgliteExtensions = { pg_trgm };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return 'url' in options ? openPostgres(options.url) : openPglite(options.dataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder }),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: once(() => pool.end()),
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  let release = () => {};
  let client: PGlite;
  if (dataDir) {
    const folder = resolve(dataDir, 'pglite');
    release = lockDataDir(`${folder}.lock`);
    mkdirSync(resolve(dataDir), { recursive: true });
    client = await PGlite.create(folder, { extensions: pgliteExtensions }).catch(
      (error: unknown) => {
        release();
        throw error;
      },
    );
  } else {
    client = await PGlite.create({ extensions: pgliteExtensions });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
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
