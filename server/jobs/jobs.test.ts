import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase, testConfig } from '../../test/test-app.ts';

/**
 * The durable timers (decision 025) live in the database: a restart, or a second instance on the
 * same database, finds the same schedules instead of adding its own.
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
    { name: 'orders-acceptance-deadline', cron: '* * * * *' },
    { name: 'payments-sweep', cron: '* * * * *' },
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
