/**
 * 17. Money held until it is earned (issue 28): the credit loop that turned store credit into a
 * tailor's cash, replayed; races on confirmation, release and payouts; and random sequences of
 * everything that moves money — checkout, pay, pay again, cancel, accept, decline, stages,
 * deliver, confirm, claim, answer, credit spent, release and payout sweeps, some at once — with
 * the books checked after every step (helpers/invariants.ts: each transaction sums to zero, no
 * escrow or credit below zero, no shopper gets back more than they paid, Telo never pays out
 * more than it took in, every paid order's escrow holds exactly its card part and its credit).
 * The seed is printed (and taken from TELO_SEED) so a failure can be replayed.
 * Figures: broken invariants after any step = 0; releases per order under 20 racers = 1;
 * transfers per balance under 20 sweeps = 1; cash out − cash in for the looping tailor ≤ 0.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartItems,
  fitClaims,
  measurements,
  orders,
  payouts,
  tailorPaymentInfo,
  users,
} from '../server/db/schema/index.ts';
import { accounts } from '../server/modules/money/ledger/accounts.ts';
import { SIMULATOR_PREFIX } from '../server/modules/money/payments/simulator/paystack-simulator.routes.ts';
import { balance } from '../server/modules/money/ledger/ledger.ts';
import { buildMeasurements } from '../test/factories.ts';
import { insertProduct, insertTailor } from '../test/fixtures.ts';
import { uploadPhoto } from '../test/photos.ts';
import { label, targets } from './helpers/databases.ts';
import { record, zero } from './helpers/figures.ts';
import { startApp, type RunningApp } from './helpers/in-process.ts';
import { brokenInvariants } from './helpers/invariants.ts';
import { insertShoppers, sessionCookie } from './helpers/world.ts';

const TEST = '17 Money ledger';
const STEPS = process.env.TELO_LONG ? 5000 : 1000;
const SHOPPERS = 20;
const TAILORS = 5;
const RACERS = 20;
const GOOD_BANK = {
  bankName: 'First Bank of Nigeria',
  bankCode: '011',
  accountNumber: '0000014579',
  accountName: 'Aso Oke',
};

/** A small, seeded generator (mulberry32): the same seed gives the same run. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick<T>(items: readonly T[]): T | undefined {
      return items.length === 0 ? undefined : items[Math.floor(next() * items.length)];
    },
  };
}

type Party = { userId: string; cookie: string };
type Tailor = Party & { id: string; productIds: string[]; photoUrl: string };

describe.each(targets())('$kind', (target) => {
  const database = label(target);
  let t: RunningApp;
  let shoppers: Party[];
  let tailors: Tailor[];

  const headers = (cookie: string) => ({
    cookie,
    'content-type': 'application/json',
    'sec-fetch-site': 'same-origin',
  });
  const call = (who: Party, method: 'GET' | 'POST', url: string, payload: object = {}) =>
    t.app.inject({
      method,
      url,
      headers: headers(who.cookie),
      ...(method === 'POST' ? { payload } : {}),
    });

  /** Lets the simulator, the webhooks, refunds and texts finish what they started. */
  async function settle() {
    for (let i = 0; i < 3; i++) {
      await t.app.paystackSimulator!.processDue();
      await t.app.paystackSimulator!.idle();
      await t.app.payments.idle();
      await t.app.payouts.idle();
    }
  }

  /** The shopper on the simulator's page: pays (or not) and comes back to Telo. */
  async function pay(authorizationUrl: string, outcome: 'success' | 'declined') {
    const path = new URL(authorizationUrl, 'http://localhost').pathname;
    if (!path.startsWith(SIMULATOR_PREFIX)) return; // paid by credit: nothing to pay
    const posted = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=${outcome}`,
    });
    if (posted.statusCode === 303) {
      const back = new URL(String(posted.headers.location));
      await t.app.inject({ url: back.pathname + back.search });
    }
    await settle();
  }

  async function checkoutFor(shopper: Party, productIds: string[]) {
    await t.db.delete(cartItems).where(eq(cartItems.userId, shopper.userId));
    // Two steps at once may fill the same shopper's cart: the second keeps the first's row.
    await t.db
      .insert(cartItems)
      .values(productIds.map((productId) => ({ userId: shopper.userId, productId, quantity: 1 })))
      .onConflictDoNothing();
    const res = await call(shopper, 'POST', '/api/checkout', {
      items: productIds.map((productId) => ({ productId })),
      delivery: { kind: 'pickup' },
    });
    return res.statusCode === 201
      ? (res.json() as { authorizationUrl: string; orderIds: string[] })
      : undefined;
  }

  const tailorOf = (tailorId: string) => tailors.find((x) => x.id === tailorId)!;
  const shopperOf = (userId: string) => shoppers.find((s) => s.userId === userId)!;

  const NEXT: Record<string, object> = {
    accepted: { stage: 'cutting' },
    cutting: { stage: 'sewing' },
    sewing: { stage: 'ready' },
    ready: { stage: 'ready_for_pickup' },
    ready_for_pickup: { stage: 'delivered' },
  };

  /** Walks one order one stage on (the ready stage with the tailor's photo). */
  async function stepOn(order: {
    id: string;
    userId: string;
    tailorId: string;
    stage: string | null;
  }) {
    const tailor = tailorOf(order.tailorId);
    const body = NEXT[order.stage ?? ''];
    if (!body) return;
    // Approve before dispatch (issue 29): the shopper's "Looks right" first (a 409 once approved).
    if (order.stage === 'ready')
      await call(shopperOf(order.userId), 'POST', `/api/orders/${order.id}/approve`, {});
    const withPhoto = order.stage === 'sewing' ? { ...body, photoUrl: tailor.photoUrl } : body;
    await call(tailor, 'POST', `/api/tailor/orders/${order.id}/stage`, withPhoto);
  }

  async function claimOn(order: { id: string; userId: string }) {
    await call(shopperOf(order.userId), 'POST', '/api/fit-claims', {
      orderId: order.id,
      garment: 'Agbada',
      problem: 'The sleeves are too short',
      severity: 'major',
    });
  }

  async function answer(claimId: string, tailor: Tailor, answer: string) {
    await call(tailor, 'POST', `/api/fit-claims/${claimId}/answer`, { answer, note: 'Sorry' });
  }

  beforeAll(async () => {
    t = await startApp(target, {
      config: {
        // Released as soon as delivered with no claim open: the sweeps have something to do.
        payments: {
          simulatorRefundMs: 0,
          simulatorPayoutMs: 0,
          simulatorTransferMs: 0,
          releaseAfterDays: 0,
        },
        rateLimits: {
          writesPerMinutePerAddress: 1_000_000,
          writesPerMinutePerSession: 1_000_000,
          notFoundPerMinutePerAddress: 1_000_000,
          signInCodesPerAddressPerHour: 20,
        },
      },
    });
    shoppers = await insertShoppers(t.db, SHOPPERS, 'ledger-shopper');
    await t.db.insert(measurements).values(shoppers.map((s) => buildMeasurements(s.userId)));
    tailors = [];
    for (let i = 0; i < TAILORS; i++) {
      const row = await insertTailor(t.db);
      await t.db
        .update(users)
        .set({ roles: ['shopper', 'tailor'] })
        .where(eq(users.id, row.userId));
      const cookie = await sessionCookie(t.db, row.userId);
      const productIds = [];
      // Prices with kobo in them, so every split is exact to the kobo.
      for (let p = 0; p < 3; p++) {
        productIds.push((await insertProduct(t.db, row.id, { price: 12_345.67 + p * 7_000 })).id);
      }
      const photo = await uploadPhoto(t.app, { cookie });
      tailors.push({ id: row.id, userId: row.userId, cookie, productIds, photoUrl: photo.url });
      await t.db.insert(tailorPaymentInfo).values({ tailorId: row.id, ...GOOD_BANK });
    }
  });
  afterAll(() => t?.close());

  it('the credit loop of the issue gives the tailor no more cash out than cash in', async () => {
    const shopper = shoppers[0]!;
    const tailor = tailors[0]!;
    const [first, second] = tailor.productIds;
    // A pays by card; T delivers herself; nothing is paid to T on her word alone.
    const started = (await checkoutFor(shopper, [first!]))!;
    await pay(started.authorizationUrl, 'success');
    let orderId = started.orderIds[0]!;
    for (const stage of ['accept', ...Object.keys(NEXT)]) {
      if (stage === 'accept') await call(tailor, 'POST', `/api/tailor/orders/${orderId}/accept`);
      else {
        const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
        await stepOn(row!);
      }
    }
    // The loop: claim → "cannot fix" → credit → spend it on T's other outfit → deliver → again.
    for (let round = 0; round < 3; round++) {
      await claimOn({ id: orderId, userId: shopper.userId });
      const [claim] = await t.db.select().from(fitClaims).where(eq(fitClaims.orderId, orderId));
      await answer(claim!.id, tailor, 'cannot_fix');
      await t.app.releases.sweep();
      await t.app.payouts.sweep();
      await settle();
      const next = await checkoutFor(shopper, [round % 2 === 0 ? second! : first!]);
      if (!next) break;
      await pay(next.authorizationUrl, 'success');
      orderId = next.orderIds[0]!;
      await call(tailor, 'POST', `/api/tailor/orders/${orderId}/accept`);
      for (let s = 0; s < 5; s++) {
        const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
        await stepOn(row!);
      }
    }
    await t.app.releases.sweep();
    await t.app.payouts.sweep();
    await settle();
    // Measured from what Paystack moved (payments kept less refunds; transfers paid), not from
    // the ledger: the same measure holds on a build without one.
    const cash = await t.db.execute(sql`
      select
        (select coalesce(sum(p.amount_kobo), 0) from payments p join checkouts c on c.id = p.checkout_id
          where c.user_id = ${shopper.userId} and p.state = 'success')
        - (select coalesce(sum(r.amount_kobo), 0) from refunds r join payments p on p.reference = r.payment_reference
          join checkouts c on c.id = p.checkout_id where c.user_id = ${shopper.userId} and r.state = 'processed')
          as "cashIn",
        (select coalesce(sum(amount_kobo), 0) from payouts where tailor_id = ${tailor.id} and state = 'paid')
          as "cashOut"`);
    const row = (cash as unknown as { rows: { cashIn: unknown; cashOut: unknown }[] }).rows[0]!;
    const cashIn = Number(row.cashIn);
    const cashOut = Number(row.cashOut);
    zero(
      TEST,
      database,
      'cash out beyond cash in for the looping tailor (kobo)',
      Math.max(0, cashOut - cashIn),
    );
    expect(cashOut).toBeLessThanOrEqual(cashIn);
    expect(await brokenInvariants(t.db)).toEqual({});
  });

  it(`${RACERS} confirmations and release sweeps at once release an order once; ${RACERS} payout sweeps send one transfer`, async () => {
    const shopper = shoppers[1]!;
    const tailor = tailors[1]!;
    const started = (await checkoutFor(shopper, [tailor.productIds[0]!]))!;
    await pay(started.authorizationUrl, 'success');
    const orderId = started.orderIds[0]!;
    await call(tailor, 'POST', `/api/tailor/orders/${orderId}/accept`);
    for (let s = 0; s < 5; s++) {
      const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
      await stepOn(row!);
    }
    await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        i % 2 === 0
          ? call(shopper, 'POST', `/api/orders/${orderId}/received`)
          : t.app.releases.sweep(),
      ),
    );
    const releases = await t.db.execute(
      sql`select count(*)::int as n from ledger_transactions where key = ${`release:${orderId}`}`,
    );
    const released = Number((releases as unknown as { rows: { n: number }[] }).rows[0]!.n);
    record({
      test: TEST,
      database,
      name: 'releases of one order under 20 racers',
      value: released,
      target: '1',
      status: released === 1 ? 'met' : 'missed',
    });
    expect(released).toBe(1);

    const before = await t.db.select().from(payouts).where(eq(payouts.tailorId, tailor.id));
    await Promise.all(Array.from({ length: RACERS }, () => t.app.payouts.sweep()));
    await settle();
    const made = (await t.db.select().from(payouts).where(eq(payouts.tailorId, tailor.id))).length;
    record({
      test: TEST,
      database,
      name: 'payouts of one balance under 20 sweeps',
      value: made - before.length,
      target: '1',
      status: made - before.length === 1 ? 'met' : 'missed',
    });
    expect(made - before.length).toBe(1);
    expect(await balance(t.db, accounts.tailor(tailor.id))).toBe(0);
    expect(await brokenInvariants(t.db)).toEqual({});
  });

  it(`${STEPS} random steps over ${SHOPPERS} shoppers and ${TAILORS} tailors keep the books`, async () => {
    const seed = Number(process.env.TELO_SEED ?? Date.now() % 2 ** 31);
    console.log(`[${TEST}] ${database}: seed ${seed} (replay with TELO_SEED=${seed})`);
    const rng = random(seed);
    const ordersIn = async (where: ReturnType<typeof sql>) =>
      t.db
        .select({
          id: orders.id,
          userId: orders.userId,
          tailorId: orders.tailorId,
          stage: orders.stage,
        })
        .from(orders)
        .where(sql`${orders.checkoutId} is not null and ${where}`);
    const pending: { authorizationUrl: string }[] = [];

    const actions: Record<string, () => Promise<unknown>> = {
      async checkout() {
        const shopper = rng.pick(shoppers)!;
        const tailor = rng.pick(tailors)!;
        const items =
          rng.next() < 0.3 ? tailor.productIds.slice(0, 2) : [rng.pick(tailor.productIds)!];
        const started = await checkoutFor(shopper, items);
        if (started) pending.push(started);
      },
      async pay() {
        const attempt = pending.splice(rng.int(pending.length), 1)[0];
        if (attempt)
          await pay(attempt.authorizationUrl, rng.next() < 0.85 ? 'success' : 'declined');
      },
      async payTwice() {
        const attempt = rng.pick(pending);
        if (attempt)
          await Promise.all([
            pay(attempt.authorizationUrl, 'success'),
            pay(attempt.authorizationUrl, 'success'),
          ]);
      },
      async cancel() {
        const order = rng.pick(await ordersIn(sql`${orders.status} = 'pending'`));
        if (order) await call(shopperOf(order.userId), 'POST', `/api/orders/${order.id}/cancel`);
      },
      async accept() {
        const order = rng.pick(
          await ordersIn(sql`${orders.status} = 'pending' and ${orders.paymentState} = 'paid'`),
        );
        if (order)
          await call(tailorOf(order.tailorId), 'POST', `/api/tailor/orders/${order.id}/accept`);
      },
      async decline() {
        const order = rng.pick(
          await ordersIn(sql`${orders.status} = 'pending' and ${orders.paymentState} = 'paid'`),
        );
        if (order)
          await call(tailorOf(order.tailorId), 'POST', `/api/tailor/orders/${order.id}/decline`, {
            reason: 'Fabric sold out',
          });
      },
      async step() {
        const order = rng.pick(await ordersIn(sql`${orders.status} = 'in_progress'`));
        if (order) await stepOn(order);
      },
      async confirm() {
        const order = rng.pick(await ordersIn(sql`${orders.status} = 'completed'`));
        if (order) await call(shopperOf(order.userId), 'POST', `/api/orders/${order.id}/received`);
      },
      async claim() {
        const order = rng.pick(await ordersIn(sql`${orders.status} = 'completed'`));
        if (order) await claimOn(order);
      },
      async answer() {
        const [claim] = await t.db
          .select({ id: fitClaims.id, tailorId: fitClaims.tailorId, state: fitClaims.state })
          .from(fitClaims)
          .where(sql`${fitClaims.state} in ('reported', 'alteration', 'remake')`)
          .orderBy(sql`random()`)
          .limit(1);
        if (!claim) return;
        const tailor = tailorOf(claim.tailorId);
        if (claim.state === 'reported') {
          await answer(claim.id, tailor, rng.pick(['cannot_fix', 'alteration', 'remake'])!);
        } else {
          await call(tailor, 'POST', `/api/fit-claims/${claim.id}/done`);
        }
      },
      releaseSweep: () => t.app.releases.sweep(),
      payoutSweep: async () => {
        await t.app.payouts.sweep();
        await settle();
      },
      paymentsSweep: async () => {
        // Some checkouts run out of time: their unpaid orders expire and give credit back.
        await t.db.execute(
          sql`update checkouts set expires_at = now() - interval '1 second' where state = 'open' and random() < 0.2`,
        );
        await t.app.payments.sweep();
        await settle();
      },
    };
    const weights: [string, number][] = [
      ['checkout', 14],
      ['pay', 12],
      ['payTwice', 2],
      ['cancel', 4],
      ['accept', 10],
      ['decline', 2],
      ['step', 22],
      ['confirm', 5],
      ['claim', 5],
      ['answer', 6],
      ['releaseSweep', 4],
      ['payoutSweep', 4],
      ['paymentsSweep', 2],
    ];
    const total = weights.reduce((n, [, w]) => n + w, 0);
    const choose = () => {
      let r = rng.int(total);
      for (const [name, w] of weights) if ((r -= w) < 0) return name;
      return 'step';
    };

    let brokenSteps = 0;
    const counts: Record<string, number> = {};
    for (let i = 0; i < STEPS; i++) {
      // One step in five is three actions at once: races between them are part of the run.
      const names = rng.next() < 0.2 ? [choose(), choose(), choose()] : [choose()];
      for (const n of names) counts[n] = (counts[n] ?? 0) + 1;
      await Promise.all(names.map((n) => actions[n]!()));
      const broken = await brokenInvariants(t.db);
      if (Object.keys(broken).length > 0) {
        brokenSteps += 1;
        console.log(`[${TEST}] step ${i} (${names.join(', ')}), seed ${seed}:`, broken);
        break;
      }
    }
    const summary = await t.db.execute(
      sql`select (select count(*) from orders where checkout_id is not null)::int as orders, (select count(*) from ledger_transactions)::int as transactions, (select count(*) from payments where state = 'success')::int as paid, (select count(*) from payouts where state = 'paid')::int as payouts`,
    );
    console.log(
      `[${TEST}] ${database}: actions`,
      counts,
      (summary as unknown as { rows: unknown[] }).rows[0],
    );
    zero(
      TEST,
      database,
      `steps after which an invariant broke (of ${STEPS}, seed ${seed})`,
      brokenSteps,
    );
    expect(brokenSteps).toBe(0);
    // The run did what it claims: money moved every way.
    const kinds = await t.db.execute(sql`select distinct kind from ledger_transactions`);
    const seen = (kinds as unknown as { rows: { kind: string }[] }).rows.map((r) => r.kind).sort();
    expect(seen).toEqual(
      expect.arrayContaining([
        'advance',
        'charge',
        'claim_credit',
        'payout',
        'payout_paid',
        'release',
      ]),
    );
  });
});
