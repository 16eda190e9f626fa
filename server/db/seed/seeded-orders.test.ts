/**
 * Issue 29: the seeded orders in the tailor's workspace, through the real routes. Adunni
 * Couture's seeded order in progress (#3d20add5) offers its next step and takes it; her
 * finished orders read how they ended, a page at a time; nothing moves money (seeded orders were
 * paid before Telo took payments).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEXT_STAGES } from '../../../shared/order-lifecycle.ts';
import type { TailorOrder } from '../../../shared/schemas/tailor-orders.ts';
import { cookieHeader, signIn } from '../../../test/sign-in.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { ledgerTransactions } from '../schema/index.ts';
import { DEMO_PHONES } from './build-catalog.ts';
import { seedIfEmpty } from './index.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedIfEmpty(t.db, { demoSignIn: true });
  // Adunni Couture is the first seeded tailor.
  token = (await signIn(t.app, DEMO_PHONES.tailor(0))).token;
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ url, headers: cookieHeader(token) });

describe('the seeded orders in Adunni Couture’s workspace', () => {
  it('offer a next step on every order in progress, and take it', async () => {
    const open = (await get('/api/tailor/orders')).json() as TailorOrder[];
    const making = open.filter((o) => o.status === 'in_progress');
    expect(making.map((o) => o.id.slice(0, 8))).toContain('3d20add5');
    for (const order of making) {
      expect(order.stage).not.toBeNull();
      expect(NEXT_STAGES[order.stage!].length, order.id).toBeGreaterThan(0);
    }
    // The open list holds no finished order: those are paged.
    expect(open.every((o) => o.status === 'pending' || o.status === 'in_progress')).toBe(true);
    const seeded = making.find((o) => o.id.startsWith('3d20add5'))!;
    expect(seeded.stage).toBe('cutting');
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/tailor/orders/${seeded.id}/stage`,
      payload: { stage: 'sewing' },
      headers: cookieHeader(token),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'in_progress', stage: 'sewing' });
    // Its shopper's timeline goes on from the seeded steps.
    const detail = (await t.app.inject({ url: `/api/orders/${seeded.id}` })).json() as {
      timeline: { kind: string }[];
    };
    expect(detail.timeline.map((e) => e.kind)).toEqual(['placed', 'accepted', 'cutting', 'sewing']);
    expect(await t.db.select().from(ledgerTransactions)).toEqual([]);
  });

  it('page her finished orders, newest first, each saying how it ended', async () => {
    const first = await get('/api/tailor/orders/finished?page=1&pageSize=10');
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json() as { items: TailorOrder[]; total: number; page: number };
    expect(page.total).toBeGreaterThan(20);
    expect(page.items).toHaveLength(10);
    expect(page.items.every((o) => o.status === 'completed' || o.status === 'cancelled')).toBe(
      true,
    );
    expect(
      page.items.filter((o) => o.status === 'completed').every((o) => o.stage === 'delivered'),
    ).toBe(true);
    const times = page.items.map((o) => Date.parse(o.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const last = (await get(`/api/tailor/orders/finished?page=3&pageSize=10`)).json() as {
      items: TailorOrder[];
    };
    expect(last.items).toHaveLength(page.total - 20);
    const everyId = new Set<string>();
    for (let n = 1; n <= 3; n++) {
      const { items } = (await get(`/api/tailor/orders/finished?page=${n}&pageSize=10`)).json() as {
        items: TailorOrder[];
      };
      for (const o of items) everyId.add(o.id);
    }
    expect(everyId.size).toBe(page.total);
  });
});
