import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { createMigratedPostgresDatabase } from '../../test/postgres-template.ts';
import type { Store } from './server-process.ts';

/**
 * The databases a run covers: always embedded PGlite, and the PostgreSQL server at
 * TEST_DATABASE_URL when it is set. Every test makes fresh databases of its own and removes them:
 * the database named in TEST_DATABASE_URL is only used to create and drop them.
 */
export type Target = { kind: 'pglite' } | { kind: 'postgres'; adminUrl: string };

export const postgresAdminUrl = process.env.TEST_DATABASE_URL || undefined;

export function targets(): Target[] {
  const list: Target[] = [{ kind: 'pglite' }];
  if (postgresAdminUrl) list.push({ kind: 'postgres', adminUrl: postgresAdminUrl });
  return list;
}

export const label = (target: Target) => (target.kind === 'pglite' ? 'PGlite' : 'PostgreSQL');

/** A brand-new, empty database on the PostgreSQL server; drop() removes it. */
export async function createPostgresDatabase(adminUrl: string) {
  const name = `telo_rel_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    // force: a server process killed on purpose may leave connections behind for a moment.
    drop: () => admin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/** A temporary folder for a PGlite data folder (DATA_DIR); remove() deletes it. */
export function createDataDir() {
  const root = mkdtempSync(join(tmpdir(), 'telo-rel-'));
  return {
    dataDir: join(root, 'data'),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/**
 * A fresh, empty store of the target kind for a server process to open (a PGlite data folder or
 * a PostgreSQL database); cleanUp() removes it.
 */
export async function freshStore(
  target: Target,
): Promise<{ store: Store; cleanUp(): Promise<void> }> {
  if (target.kind === 'pglite') {
    const folder = createDataDir();
    return { store: { dataDir: folder.dataDir }, cleanUp: async () => folder.remove() };
  }
  const created = await createPostgresDatabase(target.adminUrl);
  return { store: { url: created.url }, cleanUp: created.drop };
}

/** A fresh, migrated database of the target kind, opened in this process. */
export async function openFresh(
  target: Target,
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (target.kind === 'pglite') {
    const database = await openDatabase({});
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  // Copied from the migrated template (test/postgres-template.ts); migrate() then finds it done.
  const { name, url } = await createMigratedPostgresDatabase(target.adminUrl, 'telo_rel');
  const database = await openDatabase({ url });
  await database.migrate();
  const adminUrl = target.adminUrl;
  return {
    database,
    async drop() {
      await database.close();
      await admin(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** True when a PostgreSQL server answers at this URL within two seconds. */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
