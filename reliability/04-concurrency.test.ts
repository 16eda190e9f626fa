/**
 * 4. Concurrency, over real HTTP against a listening server: 100 parallel adds of one outfit,
 * 50 parallel measurement saves with different values, 20 parallel identical tailor applications.
 * Figures: cart rows = 1; measurement rows = 1 holding exactly one submitted set; 5xx = 0.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measurementKeys } from '../shared/catalog.ts';
import { cartItems, measurements, tailorApplications } from '../server/db/schema/index.ts';
import { sampleMeasurements } from '../test/factories.ts';
import { applicationBody } from './helpers/bodies.ts';
import { label, targets } from './helpers/databases.ts';
import { record, zero } from './helpers/figures.ts';
import { send, tally } from './helpers/http.ts';
import { startApp, type RunningApp } from './helpers/in-process.ts';

const TEST = '4 Concurrency';
const PORTS = { pglite: 4701, postgres: 4702 };

const serverErrors = (answers: { status: number }[]) =>
  answers.filter((a) => a.status >= 500 || a.status === 0).length;

/** Set i: the sample body grown by i tenths of an inch, so every set differs, all in range. */
const measurementSet = (i: number) =>
  Object.fromEntries(
    measurementKeys.map((key) => [key, Math.round((sampleMeasurements[key] + i / 10) * 100) / 100]),
  );

describe.each(targets())('$kind', (target) => {
  const database = label(target);
  let t: RunningApp;
  beforeAll(async () => {
    t = await startApp(target, { port: PORTS[target.kind] });
  });
  afterAll(() => t?.close());

  it('keeps one cart row when 100 adds of the same outfit race', async () => {
    const { user1, productIds } = t.world;
    const body = { userId: user1.userId, productId: productIds[1], quantity: 1 };
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        send(t.origin, 'POST', '/api/cart', { cookie: user1.cookie, body }),
      ),
    );
    const rows = await t.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, user1.userId), eq(cartItems.productId, productIds[1]!)));
    record({
      test: TEST,
      database,
      name: '100 parallel adds of one outfit: cart rows',
      value: rows.length,
      target: '= 1',
      status: rows.length === 1 ? 'met' : 'missed',
      note: JSON.stringify(tally(answers)),
    });
    zero(TEST, database, '100 parallel adds: 5xx or no answer', serverErrors(answers));
    expect(rows).toHaveLength(1);
    expect(tally(answers)).toEqual({ 201: 100 });
  });

  it('keeps one measurements row holding exactly one of 50 racing saves', async () => {
    const { user1 } = t.world;
    const sets = Array.from({ length: 50 }, (_, i) => measurementSet(i));
    const answers = await Promise.all(
      sets.map((set) =>
        send(t.origin, 'POST', '/api/measurements', {
          cookie: user1.cookie,
          body: { userId: user1.userId, ...set, unit: 'inches' },
        }),
      ),
    );
    const rows = await t.db
      .select()
      .from(measurements)
      .where(eq(measurements.userId, user1.userId));
    const matching = sets.filter(
      (set) => rows.length === 1 && measurementKeys.every((k) => rows[0]![k] === set[k]),
    );
    const ok = rows.length === 1 && matching.length === 1;
    record({
      test: TEST,
      database,
      name: '50 parallel measurement saves: rows holding one whole submitted set',
      value: ok ? 1 : 0,
      target: '= 1 (one row, one set)',
      status: ok ? 'met' : 'missed',
      note: `${rows.length} row(s); ${JSON.stringify(tally(answers))}`,
    });
    zero(TEST, database, '50 parallel saves: 5xx or no answer', serverErrors(answers));
    expect(rows).toHaveLength(1);
    expect(matching).toHaveLength(1);
    expect(tally(answers)).toEqual({ 200: 50 });
  });

  it('stores 20 identical tailor applications sent at once as one, without a 5xx', async () => {
    const { user1 } = t.world;
    const body = applicationBody(user1.userId, 'Same Name Tailors');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        send(t.origin, 'POST', '/api/tailor-applications', { cookie: user1.cookie, body }),
      ),
    );
    const rows = await t.db
      .select()
      .from(tailorApplications)
      .where(eq(tailorApplications.businessName, 'Same Name Tailors'));
    zero(
      TEST,
      database,
      '20 parallel identical applications: 5xx or no answer',
      serverErrors(answers),
      `${rows.length} stored; ${JSON.stringify(tally(answers))}`,
    );
    expect(serverErrors(answers)).toBe(0);
    // An identical pending application is stored once (a partial unique index decides).
    expect(rows).toHaveLength(1);
  });
});
