import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { outboundMessages } from '../db/schema/index.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { createOutbox, MAX_ATTEMPTS, queueMessage } from './outbox.ts';
import type { Message, MessageProvider, Providers } from './providers.ts';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await database.migrate();
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});
beforeEach(() => database.db.delete(outboundMessages));

/** A provider that fails its first `failures` sends, recording what it was given. */
function flakyProvider(failures: number): MessageProvider & { sent: Message[] } {
  let calls = 0;
  const sent: Message[] = [];
  return {
    name: 'flaky',
    sent,
    async send(message) {
      calls += 1;
      if (calls <= failures) throw new Error(`gateway down (${calls})`);
      sent.push({ channel: message.channel, to: message.to, body: message.body });
    },
  };
}

/** The outbox logs failed sends; these tests read the rows instead. */
const silent = { warn() {}, error() {} };

const only = (provider: MessageProvider): Providers => ({
  development: false,
  forChannel: (channel) => (channel === 'sms' ? provider : undefined),
  close() {},
});

const outboxWith = (providers: Providers) =>
  createOutbox({ db: database.db, providers, log: silent, retryBaseMs: 1000 });

const rows = () => database.db.select().from(outboundMessages);
/** Makes every pending row due now, as if its backoff had passed. */
const backoffPasses = () =>
  database.db.update(outboundMessages).set({ nextAttemptAt: sql`now() - interval '1 second'` });

const sms = { channel: 'sms' as const, to: '+2348031234567', body: 'Your order is ready.' };

describe('the outbox', () => {
  it('writes nothing when the caller’s transaction rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await queueMessage(tx, sms);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rows()).toEqual([]);
  });

  it('delivers a queued message and marks it sent', async () => {
    const provider = flakyProvider(0);
    const outbox = outboxWith(only(provider));
    await queueMessage(database.db, sms);
    await outbox.deliverSoon();
    expect(provider.sent).toEqual([sms]);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    // Sent rows are not sent again.
    await backoffPasses();
    await outbox.deliverSoon();
    expect(provider.sent).toHaveLength(1);
  });

  it('retries after a failure, not before its backoff, and then delivers', async () => {
    const provider = flakyProvider(1);
    const outbox = outboxWith(only(provider));
    await queueMessage(database.db, sms);
    await outbox.deliverSoon();
    const [failedOnce] = await rows();
    expect(failedOnce).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'gateway down (1)',
    });
    expect(failedOnce!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    await outbox.deliverSoon();
    expect(provider.sent).toEqual([]);
    await backoffPasses();
    await outbox.deliverSoon();
    expect(provider.sent).toEqual([sms]);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('doubles the wait after each failure', async () => {
    const outbox = outboxWith(only(flakyProvider(99)));
    await queueMessage(database.db, sms);
    const waits = [];
    for (let i = 0; i < 3; i++) {
      const started = Date.now();
      await outbox.deliverSoon();
      const [row] = await rows();
      waits.push(Math.round((row!.nextAttemptAt.getTime() - started) / 1000));
      await backoffPasses();
    }
    expect(waits).toEqual([1, 2, 4]);
  });

  it(`gives a message up as failed after ${MAX_ATTEMPTS} attempts`, async () => {
    const provider = flakyProvider(99);
    const outbox = outboxWith(only(provider));
    const id = await queueMessage(database.db, sms);
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) {
      await outbox.deliverSoon();
      await backoffPasses();
    }
    const [row] = await database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(row!.lastError).toBe(`gateway down (${MAX_ATTEMPTS})`);
  });

  it('fails a message of a channel no provider delivers, saying so', async () => {
    const outbox = outboxWith(only(flakyProvider(0)));
    await queueMessage(database.db, { ...sms, channel: 'email', to: 'ada@example.ng' });
    await outbox.deliverSoon();
    expect((await rows())[0]!.lastError).toBe('No provider delivers email messages');
  });

  it('the periodic sweep delivers what was queued without a request asking', async () => {
    const provider = flakyProvider(0);
    const outbox = createOutbox({
      db: database.db,
      providers: only(provider),
      log: silent,
      sweepMs: 20,
    });
    await queueMessage(database.db, sms);
    outbox.start();
    try {
      await expect.poll(() => provider.sent.length, { timeout: 5000 }).toBe(1);
    } finally {
      await outbox.stop();
    }
  });
});
