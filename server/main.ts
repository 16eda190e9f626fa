import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { buildApp } from './app.ts';
import { deleteExpiredSessions } from './plugins/session.ts';

/** config → database → migrate → seed if empty → listen; stops cleanly on SIGTERM/SIGINT. */
async function main() {
  const config = loadConfig();
  const started = performance.now();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl, serving: true } : { dataDir: config.dataDir },
  );
  await database.migrate();
  const seeded = await seedIfEmpty(database.db);
  await deleteExpiredSessions(database.db);
  const app = await buildApp({ database, config });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // close() stops accepting connections and waits for in-flight requests to finish.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL',
      seeded,
      startupMs: Math.round(performance.now() - started),
    },
    `Telo is ready at http://${config.host}:${config.port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
