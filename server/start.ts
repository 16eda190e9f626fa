import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { disarmDemoSignIn } from './db/seed/demo-sign-in.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { buildApp } from './app.ts';
import { deleteOldCodes } from './modules/auth/auth.service.ts';
import { usesDevelopmentProvider } from './outbox/providers.ts';
import { deleteExpiredSessions } from './plugins/session.ts';

/** After SIGTERM, requests are still read and served this long before the server closes. */
const DRAIN_MS = 500;
/** Connections still open this long after the signal are cut, so the process always exits. */
const SHUTDOWN_DEADLINE_MS = 10_000;

/** config → database → migrate → seed if empty → listen; stops cleanly on SIGTERM/SIGINT. */
async function main() {
  const config = loadConfig();
  const started = performance.now();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl, serving: true } : { dataDir: config.dataDir },
  );
  await database.migrate();
  // Demo accounts can be signed in to only while codes land in the dev outbox (decision 037).
  const demoSignIn = usesDevelopmentProvider(config.messages);
  const seeded = await seedIfEmpty(database.db, { demoSignIn });
  const disarmed = demoSignIn ? [] : await disarmDemoSignIn(database.db);
  await deleteExpiredSessions(database.db);
  await deleteOldCodes(database.db);
  const app = await buildApp({ database, config });

  let stopping = false;
  // Answers given while stopping close their connection: clients do not send their next request
  // down a connection about to close, and closing does not wait out keep-alive (72 s).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (stopping) reply.header('connection', 'close');
    return payload;
  });
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Hot-path answers skip the hook above: from now on every answer goes through Fastify.
    app.hotPath.open = false;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A client that stalls cannot hold the shutdown for ever: its connection is cut.
    const deadline = setTimeout(() => {
      app.log.warn('shutdown deadline reached: closing the remaining connections');
      app.server.closeAllConnections();
    }, SHUTDOWN_DEADLINE_MS);
    try {
      // Requests sent just before the signal may not have been read yet (PGlite's queries hold
      // the event loop): keep serving briefly, since closing drops connections that look idle.
      await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
      // close() stops accepting connections and waits for in-flight requests to finish.
      await app.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exitCode = 1;
    } finally {
      clearTimeout(deadline);
    }
    process.exit();
  };
  // Whatever escapes every guard (a bug, not a request: those are caught per request) ends the
  // process with a non-zero code after one log line, so a supervisor starts a fresh one
  // (README: Running in production). An unhandled rejection takes this path too.
  process.on('uncaughtException', (error, origin) => {
    app.log.fatal(
      { err: error, origin },
      'uncaught error: exiting so the supervisor restarts Telo',
    );
    process.exit(1);
  });
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (disarmed.length > 0) {
    app.log.warn(
      { accounts: disarmed.length },
      'A real message provider is configured: the demo accounts lost their seeded sign-in numbers and addresses, and their signed-in sessions ended.',
    );
  }
  if (app.outbox.development && !config.demoShopper) {
    // Only with DEV_OUTBOX=on (config.ts refuses it otherwise): a staging server, the e2e live run.
    app.log.warn(
      'Live mode with the development message provider (DEV_OUTBOX=on): sign-in codes are not sent anywhere and anyone can read them at /api/dev/outbox. Set TERMII_API_KEY or SMTP_URL in production.',
    );
  }
  if (app.paystackSimulator && !config.demoShopper) {
    // Only with PAYSTACK_SIMULATOR=on (config.ts refuses it otherwise).
    app.log.warn(
      'Live mode with the local Paystack simulator (PAYSTACK_SIMULATOR=on): orders are marked paid with nobody paying. Set PAYSTACK_SECRET_KEY in production.',
    );
  }
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
