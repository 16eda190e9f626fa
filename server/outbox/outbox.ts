import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { outboundMessages } from '../db/schema/index.ts';
import type { Message, Providers } from './providers.ts';

/** A message is given up (status failed) after this many attempts. */
export const MAX_ATTEMPTS = 5;
/** Rows taken per round, so one sweep never holds a long list in memory. */
const BATCH = 20;

/**
 * Writes a message to the outbox. Pass the caller's transaction as `db` and the row commits or
 * rolls back with the change that decided to send it; delivery happens after commit.
 */
export async function queueMessage(db: Db, message: Message): Promise<string> {
  const [row] = await db
    .insert(outboundMessages)
    .values(message)
    .returning({ id: outboundMessages.id });
  return row!.id;
}

export type OutboxOptions = {
  db: Db;
  providers: Providers;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Pending rows are looked for this often (messages a crash or a failure left behind). */
  sweepMs?: number;
  /** The wait before a second attempt; it doubles with each further attempt. */
  retryBaseMs?: number;
};

export type Outbox = ReturnType<typeof createOutbox>;

/**
 * Delivers pending messages through the providers: right after a request committed some
 * (`deliverSoon`) and on a periodic sweep. A row is claimed by pushing its next attempt into the
 * future before sending (skipping rows another process holds), so a crash mid-send means one
 * retry later, never a lost message; two servers never send the same row at once.
 */
export function createOutbox({
  db,
  providers,
  log,
  sweepMs = 30_000,
  retryBaseMs = 30_000,
}: OutboxOptions) {
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function claim() {
    const backoff = sql`make_interval(secs => ${retryBaseMs / 1000}::float8 * power(2, ${outboundMessages.attempts}))`;
    const due = db
      .select({ id: outboundMessages.id })
      .from(outboundMessages)
      .where(
        and(
          eq(outboundMessages.status, 'pending'),
          lte(outboundMessages.nextAttemptAt, sql`now()`),
        ),
      )
      .orderBy(asc(outboundMessages.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(outboundMessages)
      .set({
        attempts: sql`${outboundMessages.attempts} + 1`,
        nextAttemptAt: sql`now() + ${backoff}`,
      })
      .where(inArray(outboundMessages.id, due))
      .returning();
  }

  async function deliverOnce(): Promise<number> {
    const rows = await claim();
    for (const row of rows) {
      const provider = providers.forChannel(row.channel);
      try {
        if (!provider) throw new Error(`No provider delivers ${row.channel} messages`);
        await provider.send(row);
        await db
          .update(outboundMessages)
          .set({ status: 'sent', sentAt: new Date(), lastError: null })
          .where(eq(outboundMessages.id, row.id));
      } catch (error) {
        const lastError = error instanceof Error ? error.message : String(error);
        const failed = row.attempts >= MAX_ATTEMPTS;
        log.warn(
          { messageId: row.id, channel: row.channel, attempts: row.attempts, failed },
          `message not delivered: ${lastError}`,
        );
        await db
          .update(outboundMessages)
          .set({ lastError: lastError.slice(0, 500), ...(failed ? { status: 'failed' } : {}) })
          .where(eq(outboundMessages.id, row.id));
      }
    }
    return rows.length;
  }

  async function run() {
    do {
      again = false;
      while ((await deliverOnce()) === BATCH);
    } while (again);
  }

  /** Starts delivering now, or once more after the round under way. Never throws. */
  function deliverSoon(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = run()
      .catch((error: unknown) => log.error({ err: error }, 'outbox delivery failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    development: providers.development,
    /** Whether some provider delivers this channel (sign-in refuses channels nobody delivers). */
    canDeliver: (channel: Message['channel']) => providers.forChannel(channel) !== undefined,
    deliverSoon,
    /** Resolves once nothing is being delivered (tests, shutdown). */
    idle: () => running ?? Promise.resolve(),
    start() {
      timer ??= setInterval(() => void deliverSoon(), sweepMs);
      // The sweep alone never keeps the process alive.
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      providers.close();
    },
  };
}
