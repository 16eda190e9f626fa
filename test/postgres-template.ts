import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/db/client.ts';

/**
 * Fresh, migrated databases on the PostgreSQL server for tests, copied from a template.
 * Running the 27 migrations took 2–4 s a database on these machines, once for every test file;
 * `create database … template` copies a migrated one in a fraction of that. The template is
 * named by a hash of the migrations, so a changed or new migration makes a new one (and the old
 * ones are dropped), and it is built once per server under an advisory lock, so test files
 * starting together wait for one build rather than racing. The copy is the same schema the
 * migrator makes: every test still calls `migrate()`, which finds nothing left to apply.
 */
const migrationsFolder = join(import.meta.dirname, '../server/db/migrations');
/** Any constant: one advisory lock for building templates, across every test process. */
const TEMPLATE_LOCK = 7_310_054;

const migrationsHash = () => {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    if (!name.endsWith('.sql') && !name.endsWith('.json')) continue;
    hash.update(name).update(readFileSync(join(migrationsFolder, name)));
  }
  return hash.digest('hex').slice(0, 12);
};

export async function createMigratedPostgresDatabase(adminUrl: string, prefix: string) {
  const template = `telo_tpl_${migrationsHash()}`;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (found.rowCount === 0) await buildTemplate(admin, adminUrl, template);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

async function buildTemplate(admin: pg.Client, adminUrl: string, template: string) {
  const stale = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'telo\\_tpl\\_%'",
  );
  for (const { datname } of stale.rows) {
    await admin.query(`drop database if exists ${datname} with (force)`);
  }
  // Built under a passing name and renamed when whole: a build that dies half-way leaves no
  // template that looks finished.
  const building = `${template}_building`;
  await admin.query(`drop database if exists ${building} with (force)`);
  await admin.query(`create database ${building}`);
  const url = new URL(adminUrl);
  url.pathname = `/${building}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  await admin.query(`alter database ${building} rename to ${template}`);
}
