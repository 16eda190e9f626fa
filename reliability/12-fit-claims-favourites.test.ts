/**
 * 12. Fit claims, store credit and favourites (issue 15): another account's follows, wishlist,
 * claims and credit attacked by path and by body, by a shopper and by a tailor who is not the
 * claim's; credit asked for above its cap; one claim credited by 20 answers at once; one credit
 * spent by 20 checkouts at once.
 * Figures: reads and writes of another account's favourites and claims that succeed = 0, rows
 * they changed = 0; credit issued above a claim's cap = 0; claims credited more than once = 0;
 * kobo spent beyond the balance = 0; negative balances = 0.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIT_CLAIM_CAP_KOBO } from '../shared/schemas/fit-claims-rules.ts';
import {
  cartItems,
  fitClaims,
  measurements,
  orderEvents,
  orders,
  ledgerEntries,
  tailorFollows,
  users,
  wishlistItems,
} from '../server/db/schema/index.ts';
import { buildMeasurements } from '../test/factories.ts';
import { insertProduct, insertTailor, insertUser, insertOrder } from '../test/fixtures.ts';
import { label, targets } from './helpers/databases.ts';
import { zero } from './helpers/figures.ts';
import { startApp, type RunningApp } from './helpers/in-process.ts';
import { sessionCookie } from './helpers/world.ts';

const TEST = '12 Fit claims and favourites';
const DAY_MS = 24 * 60 * 60 * 1000;
const RACERS = 20;

describe.each(targets())('$kind', (target) => {
  const database = label(target);
  let t: RunningApp;
  /** The claim's own tailor, another tailor, an admin: signed-in sessions. */
  let tailorCookie: string;
  let strangerTailorCookie: string;
  let adminCookie: string;
  let otherClaimId: string;

  const as = (cookie: string) => ({
    cookie,
    'content-type': 'application/json',
    'sec-fetch-site': 'same-origin',
  });
  const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: as(cookie),
      payload: payload ?? (method === 'GET' ? undefined : {}),
    });

  /** A delivered order two days ago. */
  async function deliveredOrder(
    userId: string,
    product: { id: string; tailorId: string; price: number },
  ) {
    const at = new Date(Date.now() - 2 * DAY_MS);
    const order = await insertOrder(t.db, userId, product, {
      status: 'completed',
      paymentState: 'paid',
      updatedAt: at,
    });
    await t.db.insert(orderEvents).values({ orderId: order.id, kind: 'completed', at });
    return order;
  }

  beforeAll(async () => {
    t = await startApp(target);
    const { world } = t;
    await t.db
      .update(users)
      .set({ roles: ['shopper', 'tailor'] })
      .where(eq(users.id, world.tailor.userId));
    tailorCookie = await sessionCookie(t.db, world.tailor.userId);
    const stranger = await insertTailor(t.db);
    await t.db
      .update(users)
      .set({ roles: ['shopper', 'tailor'] })
      .where(eq(users.id, stranger.userId));
    strangerTailorCookie = await sessionCookie(t.db, stranger.userId);
    const admin = await insertUser(t.db, { roles: ['shopper', 'admin'] });
    adminCookie = await sessionCookie(t.db, admin.id);

    // The other shopper's favourites, a delivered order with an open claim, and a credited one.
    const otherHeaders = as(world.other.cookie);
    for (const [url, payload] of [
      ['/api/followed-tailors', { tailorId: world.tailor.id }],
      ['/api/wishlist', { productId: world.productIds[3] }],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, headers: otherHeaders, payload });
      expect(res.statusCode).toBe(201);
    }
    const order = await deliveredOrder(world.other.userId, world.products[1]!);
    const claim = await t.app.inject({
      method: 'POST',
      url: '/api/fit-claims',
      headers: otherHeaders,
      payload: { orderId: order.id, garment: 'Gown', problem: 'Too tight', severity: 'minor' },
    });
    expect(claim.statusCode, claim.body).toBe(201);
    otherClaimId = claim.json().id;
  });
  afterAll(() => t?.close());

  /** The `n` of a one-row count query. */
  const count = async (query: SQL) =>
    Number(((await t.db.execute(query)) as unknown as { rows: { n: unknown }[] }).rows[0]!.n);

  const snapshot = async () =>
    JSON.stringify({
      follows: await t.db.select().from(tailorFollows).orderBy(tailorFollows.id),
      wishlist: await t.db.select().from(wishlistItems).orderBy(wishlistItems.id),
      claims: await t.db.select().from(fitClaims).orderBy(fitClaims.id),
      credit: await t.db.select().from(ledgerEntries).orderBy(ledgerEntries.id),
    });

  it("reads and writes of another account's favourites, claims and credit never succeed", async () => {
    const { world } = t;
    const other = world.other.userId;
    const tailorId = world.tailor.id;
    const productId = world.productIds[3]!;
    const claim = `/api/fit-claims/${otherClaimId}`;
    const [otherOrder] = await t.db.select().from(orders).where(eq(orders.userId, other));
    const attempts: [string, 'GET' | 'POST' | 'DELETE', string, object?][] = [];
    for (const cookie of [world.user1.cookie, strangerTailorCookie]) {
      attempts.push(
        [cookie, 'GET', `/api/users/${other}/followed-tailors`],
        [cookie, 'GET', `/api/users/${other}/wishlist`],
        [cookie, 'GET', `/api/users/${other}/fit-claims`],
        [cookie, 'GET', `/api/users/${other}/store-credit`],
        [cookie, 'GET', claim],
        [cookie, 'POST', '/api/followed-tailors', { userId: other, tailorId }],
        [cookie, 'DELETE', `/api/users/${other}/followed-tailors/${tailorId}`],
        [cookie, 'POST', '/api/wishlist', { userId: other, productId }],
        [cookie, 'DELETE', `/api/users/${other}/wishlist/${productId}`],
        [
          cookie,
          'POST',
          '/api/fit-claims',
          {
            orderId: otherOrder!.id,
            garment: 'Gown',
            problem: 'Not mine',
            severity: 'major',
          },
        ],
        [cookie, 'POST', `${claim}/answer`, { answer: 'cannot_fix' }],
        [cookie, 'POST', `${claim}/done`, {}],
        [cookie, 'POST', `${claim}/dispute`, { note: 'Not mine' }],
        [cookie, 'POST', `${claim}/decide`, { decision: 'credit', creditAmount: 15000, note: 'x' }],
      );
    }
    // The admin reads and decides disputes, but never answers for the tailor.
    attempts.push([adminCookie, 'POST', `${claim}/answer`, { answer: 'cannot_fix' }]);
    const before = await snapshot();
    let succeeded = 0;
    for (const [cookie, method, url, payload] of attempts) {
      const res = await call(cookie, method, url, payload);
      if (res.statusCode < 300) succeeded++;
      expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
    const changed = (await snapshot()) !== before ? 1 : 0;
    zero(
      TEST,
      database,
      `reads and writes of another account that succeed (of ${attempts.length})`,
      succeeded,
    );
    zero(TEST, database, 'rows they changed', changed);
    expect({ succeeded, changed }).toEqual({ succeeded: 0, changed: 0 });
  });

  it('credit never passes its cap, and a claim is credited once however many answer at once', async () => {
    const { world } = t;
    // Admin decisions above the cap, for claims of every size.
    const product = await insertProduct(t.db, world.tailor.id, { price: 95000 });
    const overCap: number[] = [];
    for (const severity of ['minor', 'major'] as const) {
      const order = await deliveredOrder(world.user1.userId, product);
      const res = await call(world.user1.cookie, 'POST', '/api/fit-claims', {
        orderId: order.id,
        garment: 'Agbada',
        problem: 'Too long',
        severity,
      });
      const id = res.json().id as string;
      await call(tailorCookie, 'POST', `/api/fit-claims/${id}/dispute`, { note: 'Not covered' });
      const cap = FIT_CLAIM_CAP_KOBO[severity] / 100;
      for (const amount of [cap + 0.01, cap * 2, 999_999])
        overCap.push(
          (
            await call(adminCookie, 'POST', `/api/fit-claims/${id}/decide`, {
              decision: 'credit',
              creditAmount: amount,
              note: 'Over',
            })
          ).statusCode,
        );
    }
    // One claim answered "cannot fix" by 20 requests at once.
    const order = await deliveredOrder(world.user1.userId, product);
    const reported = await call(world.user1.cookie, 'POST', '/api/fit-claims', {
      orderId: order.id,
      garment: 'Agbada',
      problem: 'Too short',
      severity: 'major',
    });
    const id = reported.json().id as string;
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () =>
        call(tailorCookie, 'POST', `/api/fit-claims/${id}/answer`, { answer: 'cannot_fix' }),
      ),
    );
    const fiveHundreds = answers.filter((a) => a.statusCode >= 500).length;

    const aboveCap = await count(sql`
      select count(*)::int as n from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id and e.account like 'credit:%'
      join fit_claims c on c.id = t.claim_id
      where t.kind = 'claim_credit' and e.amount_kobo > case c.severity when 'minor' then ${FIT_CLAIM_CAP_KOBO.minor}::int else ${FIT_CLAIM_CAP_KOBO.major}::int end`);
    const twice = await count(sql`
      select count(*)::int as n from (select claim_id from ledger_transactions
      where kind = 'claim_credit' group by claim_id having count(*) > 1) x`);
    zero(TEST, database, 'credit issued above a claim’s cap (kobo entries)', aboveCap);
    zero(TEST, database, `claims credited more than once (${RACERS} answers at once)`, twice);
    expect(overCap.every((s) => s === 400)).toBe(true);
    expect({ aboveCap: aboveCap, twice: twice, fiveHundreds }).toEqual({
      aboveCap: 0,
      twice: 0,
      fiveHundreds: 0,
    });
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
  });

  it('one credit is spent once by 20 checkouts at once', async () => {
    const { world } = t;
    const user1 = world.user1.userId;
    await t.db.insert(measurements).values(buildMeasurements(user1)).onConflictDoNothing();
    const balanceBefore = (
      await call(world.user1.cookie, 'GET', `/api/users/${user1}/store-credit`)
    ).json().balance as number;
    expect(balanceBefore).toBe(30000);
    // 20 outfits, each checked out on its own, all at once.
    const outfits = [];
    for (let i = 0; i < RACERS; i++)
      outfits.push(await insertProduct(t.db, world.tailor.id, { price: 20000 + i }));
    await t.db.delete(cartItems).where(eq(cartItems.userId, user1));
    await t.db.insert(cartItems).values(outfits.map((p) => ({ userId: user1, productId: p.id })));
    const results = await Promise.all(
      outfits.map((p) =>
        call(world.user1.cookie, 'POST', '/api/checkout', {
          items: [{ productId: p.id }],
          delivery: { kind: 'pickup' },
        }),
      ),
    );
    const fiveHundreds = results.filter((r) => r.statusCode >= 500).length;
    const spent = await count(sql`
      select coalesce(-sum(e.amount_kobo), 0)::int as n from ledger_entries e
      join ledger_transactions t on t.id = e.transaction_id
      where e.account = ${`credit:${user1}`} and t.kind = 'credit_spent'`);
    const negative = await count(sql`
      select count(*)::int as n from (select account from ledger_entries
      where account like 'credit:%' group by account having sum(amount_kobo) < 0) x`);
    const overspent = Math.max(0, spent - balanceBefore * 100);
    zero(TEST, database, `kobo spent beyond the balance (${RACERS} checkouts at once)`, overspent);
    zero(TEST, database, 'negative balances', negative);
    expect({ overspent, negative: negative, fiveHundreds, spent: spent }).toEqual({
      overspent: 0,
      negative: 0,
      fiveHundreds: 0,
      spent: 3_000_000,
    });
  });
});
