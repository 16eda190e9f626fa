/**
 * Rebuilds the database from scratch: drops every table, migrates and loads the demo data.
 * Uses DATABASE_URL when set, otherwise the PGlite folder in DATA_DIR (stop the server first).
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { seedIfEmpty } from '../server/db/seed/index.ts';
import { usesDevelopmentProvider } from '../server/outbox/providers.ts';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
);
try {
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  // pg-boss's jobs and schedules (decision 025): made again at the next start.
  await database.db.execute(sql`drop schema if exists pgboss cascade`);
  await database.db.execute(sql`drop schema public cascade`);
  await database.db.execute(sql`create schema public`);
  await database.migrate();
  await seedIfEmpty(database.db, { demoSignIn: usesDevelopmentProvider(config.messages) });
  console.log(`Database rebuilt with the demo data (${database.kind}).`);
} finally {
  await database.close();
}
