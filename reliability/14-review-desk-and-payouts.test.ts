/**
 * 14. The review desk and tailors' payouts (issue 14), through the real routes and the local
 * Paystack simulator's transfers.
 * Figures: admin routes answered without the admin role other than 403 (signed in) or 401 (not
 * signed in) = 0, rows changed by them = 0; payouts BOLA across tailors (by path, body and id
 * guessing) = 0; payouts and transfers beyond one per released balance (issue 28) with five sweeps
 * at once and replayed webhooks = 0; tailors beyond one from 20 concurrent approvals = 0.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitEarnings } from '../shared/commission.ts';
import { chargeOrder } from '../server/modules/money/ledger/escrow.ts';
import {
  orders,
  outboundMessages,
  paystackSimTransfers,
  payouts,
  tailorApplications,
  tailorPaymentInfo,
  tailors,
  users,
} from '../server/db/schema/index.ts';
import { postWebhook, signedBySimulator } from '../test/checkout-world.ts';
import { insertTailor, insertUser } from '../test/fixtures.ts';
import { label, targets } from './helpers/databases.ts';
import { zero } from './helpers/figures.ts';
import { startApp, type RunningApp } from './helpers/in-process.ts';
import { routesOf } from '../test/routes.ts';
import { sessionCookie } from './helpers/world.ts';

const TEST = '14 Review desk and payouts';
const GOOD_NUBAN = { bankCode: '011', accountNumber: '0000014579' };

/** Every route under /api/admin, read from the router itself so a new one cannot be missed. */
function adminRoutes(app: RunningApp['app']) {
  return routesOf(app)
    .filter(({ path }) => path.startsWith('/api/admin'))
    .map(({ method, path }) => ({ method, url: path.replace(':id', 'some-id-123') }));
}

describe.each(targets())('$kind', (target) => {
  const database = label(target);
  let t: RunningApp;
  const cookies = { shopper: '', tailorA: '', tailorB: '', admin: '' };
  let tailorA: { id: string; userId: string };
  let tailorB: { id: string; userId: string };

  beforeAll(async () => {
    t = await startApp(target, { config: { payments: { simulatorPayoutMs: 0 } } });
    tailorA = t.world.tailor;
    tailorB = await insertTailor(t.db, { businessName: 'Second Tailor' });
    for (const tailor of [tailorA, tailorB]) {
      await t.db
        .update(users)
        .set({ roles: ['shopper', 'tailor'] })
        .where(eq(users.id, tailor.userId));
    }
    const admin = await insertUser(t.db, { phone: '+2348010000000', roles: ['admin'] });
    cookies.shopper = t.world.other.cookie;
    cookies.tailorA = await sessionCookie(t.db, tailorA.userId);
    cookies.tailorB = await sessionCookie(t.db, tailorB.userId);
    cookies.admin = await sessionCookie(t.db, admin.id);
  });
  afterAll(() => t?.close());

  const request = (method: string, url: string, cookie: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: { ...(cookie ? { cookie } : {}), 'sec-fetch-site': 'same-origin' },
      ...(payload === undefined ? {} : { payload }),
    });

  /** What an admin route could change: reviews of applications, tailors' badges. */
  const decided = async () => ({
    reviewed: (
      await t.db
        .select({ id: tailorApplications.id })
        .from(tailorApplications)
        .where(sql`status <> 'pending'`)
    ).length,
    verified: (
      await t.db.select({ id: tailors.id }).from(tailors).where(eq(tailors.isVerified, true))
    ).length,
  });

  it('answers every admin route without the admin role with 403 (401 when not signed in)', async () => {
    const routes = adminRoutes(t.app);
    expect(routes.length).toBeGreaterThanOrEqual(7);
    const before = await decided();
    const bodies = [
      {},
      { reviewNotes: 'Please add photos of your previous work.' },
      { isVerified: true },
    ];
    let wrong = 0;
    let succeeded = 0;
    let answers = 0;
    for (const { method, url } of routes) {
      for (const [who, cookie, expected] of [
        ['shopper', cookies.shopper, 403],
        ['tailor', cookies.tailorA, 403],
        ['demo visitor', '', 401],
      ] as const) {
        for (const payload of method === 'GET' ? [undefined] : bodies) {
          for (let i = 0; i < 5; i++) {
            const res = await request(method, url, cookie, payload);
            answers += 1;
            if (res.statusCode !== expected) wrong += 1;
            if (res.statusCode < 400) succeeded += 1;
            if (res.statusCode !== expected)
              console.log(`${who}: ${method} ${url} → ${res.statusCode}`);
          }
        }
      }
    }
    const after = await decided();
    zero(TEST, database, `admin answers not 403/401 of ${answers} without the role`, wrong);
    zero(TEST, database, 'admin requests without the role that succeeded', succeeded);
    expect(wrong).toBe(0);
    expect(succeeded).toBe(0);
    expect(after).toEqual(before);
  });

  it('lets no tailor read or change another tailor’s payouts or bank details', async () => {
    // Tailor A: bank details and a paid-out completed order. Tailor B tries to get at them.
    expect(
      (await request('PUT', '/api/tailor/payment-info', cookies.tailorA, GOOD_NUBAN)).statusCode,
    ).toBe(200);
    const [infoA] = await t.db
      .select()
      .from(tailorPaymentInfo)
      .where(eq(tailorPaymentInfo.tailorId, tailorA.id));
    const [order] = await t.db
      .update(orders)
      .set({ status: 'completed', paymentState: 'paid', checkoutId: 'rel-checkout' })
      .where(eq(orders.id, t.world.user1.orderId))
      .returning();
    await paidAndReleased(order!);
    await t.app.payouts.sweep();
    const [payoutA] = await t.db.select().from(payouts).where(eq(payouts.tailorId, tailorA.id));
    expect(payoutA).toBeDefined();

    let leaks = 0;
    const overviewB = (await request('GET', '/api/tailor/payouts', cookies.tailorB)).body;
    for (const secret of [payoutA!.id, payoutA!.reference, infoA!.accountNumber, tailorA.id]) {
      if (overviewB.includes(secret)) leaks += 1;
    }
    const guesses = [
      ['GET', `/api/tailor/payouts/${payoutA!.id}`],
      ['GET', `/api/tailor/payouts?tailorId=${tailorA.id}`],
      ['GET', `/api/tailors/${tailorA.id}/payouts`],
      ['GET', `/api/tailor/payment-info/${tailorA.id}`],
      ['PUT', `/api/tailor/payment-info/${tailorA.id}`],
      ['GET', `/api/tailor/payment-info?tailorId=${tailorA.id}`],
    ] as const;
    for (const [method, url] of guesses) {
      const res = await request(
        method,
        url,
        cookies.tailorB,
        method === 'PUT' ? GOOD_NUBAN : undefined,
      );
      if (res.statusCode < 400 && res.body.includes(infoA!.accountNumber)) leaks += 1;
      if (res.statusCode < 400 && res.body.includes(payoutA!.id)) leaks += 1;
    }
    // By body: B's own save naming A's ids changes only B's row.
    const bySomeoneElse = {
      ...GOOD_NUBAN,
      accountName: 'Changed by B',
      tailorId: tailorA.id,
      id: infoA!.id,
    };
    await request('PUT', '/api/tailor/payment-info', cookies.tailorB, bySomeoneElse);
    const [infoAAfter] = await t.db
      .select()
      .from(tailorPaymentInfo)
      .where(eq(tailorPaymentInfo.tailorId, tailorA.id));
    if (infoAAfter!.accountName !== infoA!.accountName) leaks += 1;
    zero(TEST, database, 'payouts and bank details of another tailor read or changed', leaks);
    expect(leaks).toBe(0);
  });

  /** The order's money enters its escrow as a card charge would, and its shopper confirms it. */
  async function paidAndReleased(order: typeof orders.$inferSelect) {
    await t.db.transaction((tx) =>
      chargeOrder(tx, order, Math.round(order.totalAmount * 100), 'rel-payment'),
    );
    await t.app.releases.confirmReceived(order.userId, order.id);
  }

  it('sends one payout of a released balance with five sweeps at once and replayed webhooks', async () => {
    const before = (await t.db.select().from(payouts).where(eq(payouts.tailorId, tailorA.id)))
      .length;
    const extra = [];
    for (let i = 0; i < 10; i++) {
      const [order] = await t.db
        .insert(orders)
        .values({
          userId: t.world.other.userId,
          tailorId: tailorA.id,
          productId: t.world.productIds[i % 5]!,
          measurements: {},
          status: 'completed',
          paymentState: 'paid',
          checkoutId: `rel-checkout-${i}`,
          totalAmount: 40000.5 + i,
        })
        .returning();
      extra.push(order!);
      await paidAndReleased(order!);
    }
    for (let round = 0; round < 3; round++) {
      await Promise.all(Array.from({ length: 5 }, () => t.app.payouts.sweep()));
      await t.app.paystackSimulator!.processDue();
      await t.app.paystackSimulator!.idle();
      await t.app.payouts.idle();
    }
    const rows = await t.db
      .select()
      .from(payouts)
      .where(eq(payouts.tailorId, tailorA.id))
      .orderBy(payouts.createdAt);
    // Every transfer.success replayed five times at once.
    for (const row of rows) {
      const body = JSON.stringify({
        event: 'transfer.success',
        data: { reference: row.reference },
      });
      await Promise.all(
        Array.from({ length: 5 }, () => postWebhook(t.app, body, signedBySimulator(body))),
      );
    }
    await t.app.payouts.idle();
    await t.app.outbox.idle();
    const transfers = await t.db.select().from(paystackSimTransfers);
    const paidTexts = (await t.db.select().from(outboundMessages)).filter((m) =>
      m.body.includes('has been sent to your bank account'),
    );
    // Ten released orders make one balance: one payout beside the earlier test's.
    const expected = before + 1;
    zero(
      TEST,
      database,
      'payouts other than one per released balance',
      Math.abs(rows.length - expected),
    );
    const earned = extra.reduce(
      (n, o) => n + splitEarnings(Math.round(o.totalAmount * 100), 1000).earningsKobo,
      0,
    );
    expect(rows.at(-1)?.amountKobo ?? 0).toBe(earned);
    zero(TEST, database, 'transfers beyond one per payout', transfers.length - rows.length);
    zero(TEST, database, 'payout texts beyond one per payout', paidTexts.length - rows.length);
    expect(rows).toHaveLength(expected);
    expect(rows.every((r) => r.state === 'paid')).toBe(true);
    expect(transfers).toHaveLength(expected);
    expect(paidTexts).toHaveLength(expected);
  });

  it('makes one tailor of one application approved by 20 requests at once', async () => {
    const applied = await request('POST', '/api/tailor-applications', '', {
      businessName: 'Concurrent Couture',
      businessDescription: 'Agbada and senator suits for weddings in Ibadan and Oyo.',
      location: 'Ibadan',
      phone: '0803 777 0001',
      experience: 9,
      specialties: ['Agbada'],
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const { id } = applied.json() as { id: string };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        request('POST', `/api/admin/tailor-applications/${id}/approve`, cookies.admin, {}),
      ),
    );
    const made = await t.db
      .select()
      .from(tailors)
      .where(eq(tailors.businessName, 'Concurrent Couture'));
    const [application] = await t.db
      .select()
      .from(tailorApplications)
      .where(eq(tailorApplications.id, id));
    zero(TEST, database, 'tailors beyond one from 20 concurrent approvals', made.length - 1);
    zero(
      TEST,
      database,
      '5xx answers to concurrent approvals',
      answers.filter((a) => a.statusCode >= 500).length,
    );
    expect(made).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(application!.tailorId).toBe(made[0]!.id);
  });
});
