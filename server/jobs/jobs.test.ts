import { eq, sql } from 'drizzle-orm';
import { PgBoss, fromPglite } from 'pg-boss';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';
import { insertOrder, insertProduct, insertTailor, insertUser1 } from '../../test/fixtures.ts';
import { createTestDatabase, testConfig } from '../../test/test-app.ts';

/**
 * The durable timers (decision 025) live in the database: a restart, or a second instance on the
 * same database, finds the same schedules instead of adding its own; a tick queued by any
 * instance is run by a worker and applies its rule.
 */
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

const start = async () => {
  const app = await buildApp({ database, config: testConfig, logger: false });
  await app.ready();
  return app;
};

const schedules = async () => {
  const result = await database.db.execute(
    sql`select name, cron from pgboss.schedule order by name`,
  );
  // node-postgres answers { rows }, PGlite's driver the same shape.
  return (result as unknown as { rows: { name: string; cron: string }[] }).rows;
};

it('keeps one schedule per timer across restarts and beside a second instance', async () => {
  const expected = [
    { name: 'escrow-releases', cron: '* * * * *' },
    { name: 'events-lock', cron: '* * * * *' },
    { name: 'events-reminders', cron: '*/10 * * * *' },
    { name: 'orders-acceptance-deadline', cron: '* * * * *' },
    { name: 'orders-approval-deadline', cron: '* * * * *' },
    { name: 'payments-sweep', cron: '* * * * *' },
    { name: 'payouts-sweep', cron: '* * * * *' },
  ];
  const first = await start();
  expect(await schedules()).toEqual(expected);
  const second = await start();
  expect(await schedules()).toEqual(expected);
  await first.close();
  await second.close();
  const restarted = await start();
  expect(await schedules()).toEqual(expected);
  await restarted.close();
});

it('runs the 48-hour rule when its job comes due, on whichever instance takes it', async () => {
  const app = await start();
  try {
    await insertUser1(database.db);
    const tailor = await insertTailor(database.db);
    const product = await insertProduct(database.db, tailor.id);
    const overdue = await insertOrder(database.db, 'user1', product, {
      acceptBy: new Date(Date.now() - 60_000),
    });
    // Another instance's scheduler queues the tick; this app's worker runs it.
    const driver = database.driver;
    const other = new PgBoss({
      db:
        driver.kind === 'pglite'
          ? fromPglite(driver.client)
          : { executeSql: (text, values) => driver.pool.query(text, values) },
      ...(driver.kind === 'pglite' ? { backend: 'pglite' as const } : {}),
      supervise: false,
      schedule: false,
    });
    await other.start();
    await other.send('orders-acceptance-deadline', {});
    await other.stop({ graceful: false, close: false });
    await expect
      .poll(
        async () =>
          (await database.db.select().from(orders).where(eq(orders.id, overdue.id)))[0]!.status,
        { timeout: 60_000, interval: 500 },
      )
      .toBe('cancelled');
    const [row] = await database.db.select().from(orders).where(eq(orders.id, overdue.id));
    expect(row!.declineReason).toBe('Not accepted within 48 hours');
  } finally {
    await app.close();
  }
});
