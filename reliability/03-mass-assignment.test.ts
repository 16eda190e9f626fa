/**
 * 3. Mass assignment: every write route is sent fields the server owns (ids, status, rating,
 * review counts, verification, totals, prices, timestamps, review notes, someone else's userId
 * under other spellings). Figure: fields saved = 0 — no stored value equals a forged one.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationBody,
  contactBody,
  measurementsBody,
  sameOriginJson,
} from './helpers/bodies.ts';
import { label, targets } from './helpers/databases.ts';
import { record, zero } from './helpers/figures.ts';
import { startApp, type RunningApp } from './helpers/in-process.ts';
import { protectedTables } from './helpers/invariants.ts';

const TEST = '3 Mass assignment';
const FORGED_ID = 'forged-id-0001';
const FORGED_TIME = '2001-01-01T00:00:00.000Z';

/** Server-owned fields, in the API's camelCase and the columns' snake_case. */
function forged(otherUserId: string) {
  return {
    id: FORGED_ID,
    status: 'completed',
    rating: 5,
    reviewCount: 9999,
    isVerified: true,
    is_verified: true,
    completedOrders: 9999,
    totalAmount: 1,
    total_amount: 1,
    price: 1,
    createdAt: FORGED_TIME,
    created_at: FORGED_TIME,
    updatedAt: FORGED_TIME,
    updated_at: FORGED_TIME,
    submittedAt: FORGED_TIME,
    submitted_at: FORGED_TIME,
    reviewedAt: FORGED_TIME,
    reviewed_at: FORGED_TIME,
    reviewNotes: 'approved by the applicant',
    review_notes: 'approved by the applicant',
    user_id: otherUserId,
    userID: otherUserId,
    tokenHash: 'f'.repeat(64),
    product: { price: 1, name: 'Free agbada' },
    tailor: { rating: 5, isVerified: true },
  };
}

/** Columns of each table that hold a server-owned value, and the forged value they must not equal. */
const checks: Record<string, Record<string, string>> = {
  cart_items: { id: FORGED_ID, created_at: FORGED_TIME, user_id: 'OTHER' },
  measurements: { id: FORGED_ID, updated_at: FORGED_TIME, user_id: 'OTHER' },
  tailor_applications: {
    id: FORGED_ID,
    status: 'completed',
    review_notes: 'approved by the applicant',
    submitted_at: FORGED_TIME,
    reviewed_at: FORGED_TIME,
    user_id: 'OTHER',
  },
  contact_messages: { id: FORGED_ID, created_at: FORGED_TIME },
};

describe.each(targets())('$kind', (target) => {
  const database = label(target);
  let t: RunningApp;
  beforeAll(async () => {
    t = await startApp(target);
  });
  afterAll(() => t?.close());

  it('stores none of the server-owned fields a request sends', async () => {
    const { user1, other, productIds } = t.world;
    const extra = forged(other.userId);
    const protectedBefore = await protectedTables(t.db);
    const writes: [string, object][] = [
      ['/api/cart', { ...extra, userId: user1.userId, productId: productIds[4], quantity: 1 }],
      ['/api/measurements', { ...extra, ...measurementsBody(user1.userId) }],
      ['/api/tailor-applications', { ...extra, ...applicationBody(user1.userId) }],
      ['/api/contact-messages', { ...extra, ...contactBody() }],
    ];
    for (const [url, body] of writes) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: sameOriginJson(user1.cookie),
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
      // The answer must not echo a forged value either.
      for (const value of [FORGED_ID, FORGED_TIME, 'approved by the applicant'])
        expect(res.body).not.toContain(value);
    }

    const saved: string[] = [];
    let compared = 0;
    for (const [table, columns] of Object.entries(checks)) {
      const { rows } = (await t.db.execute(sql.raw(`select * from ${table}`))) as unknown as {
        rows: Record<string, unknown>[];
      };
      expect(rows.length, table).toBeGreaterThan(0);
      for (const row of rows) {
        for (const [column, value] of Object.entries(columns)) {
          compared++;
          const stored =
            row[column] instanceof Date ? (row[column] as Date).toISOString() : row[column];
          const forgedValue = value === 'OTHER' ? other.userId : value;
          // The other shopper's own seeded rows are theirs, not forged.
          if (column === 'user_id' && stored === other.userId && table !== 'tailor_applications')
            continue;
          if (String(stored) === forgedValue) saved.push(`${table}.${column}`);
        }
      }
    }
    // Ratings, review counts, verification, completed orders and prices live in the catalog.
    if ((await protectedTables(t.db)) !== protectedBefore) saved.push('catalog, users or orders');

    record({
      test: TEST,
      database,
      name: 'server-owned fields sent per write',
      value: Object.keys(extra).length,
      target: 'reported',
      status: 'met',
      note: `4 write routes; ${compared} stored values compared`,
    });
    zero(TEST, database, 'fields saved', saved.length, saved.join(', '));
    expect(saved).toEqual([]);
  });
});
