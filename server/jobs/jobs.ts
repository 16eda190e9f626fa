import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, fromPglite, type Db as BossDb } from 'pg-boss';
import type { Database } from '../db/client.ts';

const RETRY_MS = 30_000;

/** A recurring job: its handler runs on one instance at a time, once per tick of `cron`. */
type Recurring = { name: string; cron: string; run: () => Promise<unknown> };

export type Jobs = ReturnType<typeof createJobs>;

/**
 * Durable timers (issue 14, decision 025): pg-boss keeps its schedules and jobs in PostgreSQL
 * (its own `pgboss` schema, made and migrated by pg-boss at start), on PGlite through its PGlite
 * adapter and on a PostgreSQL server through our own pool. A cron tick is one job row: however
 * many instances run, one of them takes it (SKIP LOCKED), a tick that dies with its instance is
 * retried, and the `singleton` policy lets no two of the same run at once. What the handlers
 * change is still decided by conditional UPDATEs, so a tick run twice changes nothing twice.
 */
export function createJobs({
  database,
  log,
}: {
  database: Database;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}) {
  const recurring: Recurring[] = [];
  let boss: PgBoss | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  /** Registers a recurring job; call before start(). */
  function every(name: string, cron: string, run: () => Promise<unknown>) {
    recurring.push({ name, cron, run });
  }

  /**
   * Starts the runner. Not fatal when the database is away at start (the server still starts and
   * answers 503 meanwhile): it tries again every 30 s on an unref'd timer until it runs.
   */
  async function start() {
    stopped = false;
    try {
      await startRunner();
    } catch (error) {
      log.warn({ err: error }, 'job runner not started; trying again in 30 s');
      const failed = boss;
      boss = undefined;
      await failed?.stop({ graceful: false, close: false }).catch(() => {});
      if (stopped) return;
      retry = setTimeout(() => void start(), RETRY_MS);
      retry.unref();
    }
  }

  async function startRunner() {
    const driver = database.driver;
    const db: BossDb =
      driver.kind === 'pglite'
        ? fromPglite(driver.client)
        : { executeSql: (text, values) => driver.pool.query(text, values) };
    boss = new PgBoss({
      db,
      ...(driver.kind === 'pglite' ? { backend: 'pglite' as const } : {}),
      // Its maintenance (archiving, deleting old jobs) every few minutes is plenty here.
      superviseIntervalSeconds: 300,
    });
    // A database outage makes pg-boss report errors; the server answers 503 meanwhile and both
    // recover by themselves, so they are logged, never thrown.
    boss.on('error', (error: unknown) => log.warn({ err: error }, 'job runner error'));
    await boss.start();
    for (const job of recurring) {
      await boss.createQueue(job.name, {
        policy: 'singleton',
        retryLimit: 3,
        expireInSeconds: 300,
      });
      await boss.work(job.name, { pollingIntervalSeconds: 10 }, async () => {
        await job.run();
      });
      await boss.schedule(job.name, job.cron);
    }
  }

  /** Waits for a running handler to finish (up to 5 s), then stops polling. */
  async function stop() {
    stopped = true;
    clearTimeout(retry);
    await boss?.stop({ graceful: true, timeout: 5_000, close: false });
    boss = undefined;
  }

  return { every, start, stop };
}
