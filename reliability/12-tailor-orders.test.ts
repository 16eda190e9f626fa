/**
 * 12. The tailor's orders (issue 14): one tailor against another's orders (BOLA) by path, body
 * and guessed ids; every step out of order from every state; declines and accepts racing; a crash
 * between a decline's commit and its refund request.
 * Figures: another tailor's order read or changed = 0 (and no answer naming one of its ids);
 * out-of-order changes accepted = 0, answers to them other than 409 = 0; of 20 concurrent
 * declines winners = 1 and refunds = 1; refunds asked of Paystack twice = 0; paid orders left
 * without an owner (cancelled but not refunded, or neither waiting nor accepted) = 0; 5xx
 * among 600 hostile bodies sent by the tailor to decline and stage = 0.
 */
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEXT_STAGES, PRODUCTION_STAGES } from '../shared/order-lifecycle.ts';
import {
  checkouts,
  measurements,
  orders,
  paystackSimRefunds,
  refunds,
  users,
} from '../server/db/schema/index.ts';
import { checkoutBody, fillCart, pay, startCheckout } from '../test/checkout-world.ts';
import { buildMeasurements } from '../test/factories.ts';
import { insertOrder, insertProduct, insertTailor, USER1 } from '../test/fixtures.ts';
import { uploadPhoto } from '../test/photos.ts';
import { label, targets } from './helpers/databases.ts';
import { zero } from './helpers/figures.ts';
import { spread } from './helpers/fuzz.ts';
import { hostileBody } from './helpers/hostile.ts';
import { startApp, type RunningApp } from './helpers/in-process.ts';
import { sessionCookie } from './helpers/world.ts';

const TEST = '12 Tailor orders';
const ACTIONS = ['accept', 'decline', ...PRODUCTION_STAGES.filter((s) => s !== 'accepted')];
type Action = (typeof ACTIONS)[number];

describe.each(targets())('$kind', (target) => {
  const database = label(target);
  let t: RunningApp;
  /** Two tailors with signed-in sessions; `a` owns the products the world's orders are for. */
  const tailors = { a: { id: '', cookie: '' }, b: { id: '', cookie: '' } };
  let photo = '';

  beforeAll(async () => {
    t = await startApp(target, { config: { payments: { simulatorRefundMs: 0 } } });
    const b = await insertTailor(t.db, { businessName: 'Kano Royal Threads' });
    for (const tailor of [t.world.tailor, b])
      await t.db
        .update(users)
        .set({ roles: ['shopper', 'tailor'] })
        .where(eq(users.id, tailor.userId));
    tailors.a = { id: t.world.tailor.id, cookie: await sessionCookie(t.db, t.world.tailor.userId) };
    tailors.b = { id: b.id, cookie: await sessionCookie(t.db, b.userId) };
    await t.db.insert(measurements).values(buildMeasurements(USER1));
    photo = (await uploadPhoto(t.app, { cookie: tailors.a.cookie })).url;
  });
  afterAll(() => t?.close());

  const send = (cookie: string, action: Action, id: string, extra: object = {}) => {
    const path = action === 'accept' || action === 'decline' ? action : 'stage';
    const body =
      action === 'accept'
        ? {}
        : action === 'decline'
          ? { reason: 'Fully booked' }
          : action === 'ready'
            ? { stage: action, photoUrl: photo }
            : action === 'dispatched'
              ? { stage: action, courier: 'GIG Logistics', trackingNote: 'GIG-1' }
              : { stage: action };
    return t.app.inject({
      method: 'POST',
      url: `/api/tailor/orders/${id}/${path}`,
      headers: { cookie, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      payload: { ...body, ...extra },
    });
  };
  const row = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it('another tailor reads and changes none of a tailor’s orders, by path, body or guessing', async () => {
    const victims = [];
    for (const [i, stage] of [null, 'accepted', 'sewing', 'ready'].entries()) {
      victims.push(
        await insertOrder(t.db, USER1, t.world.products[i]!, {
          status: stage ? 'in_progress' : 'pending',
          stage: stage as 'accepted' | null,
        }),
      );
    }
    const before = await Promise.all(victims.map((v) => row(v.id)));
    const victimIds = victims.map((v) => v.id);
    const answers = [];
    for (const { id } of victims) {
      const spellings = [id, id.toUpperCase(), encodeURIComponent(id).replace(/-/g, '%2D')];
      for (const spelt of spellings) {
        answers.push(
          await t.app.inject({
            url: `/api/tailor/orders/${spelt}`,
            headers: { cookie: tailors.b.cookie },
          }),
        );
        for (const action of ACTIONS) {
          answers.push(await send(tailors.b.cookie, action, spelt));
          // By body: naming the owner or the order in the payload changes nothing.
          answers.push(
            await send(tailors.b.cookie, action, spelt, { tailorId: tailors.a.id, orderId: id }),
          );
        }
      }
    }
    // Guessing: ids nobody owns, and b's list, which must hold none of a's orders.
    for (let i = 0; i < 50; i++)
      answers.push(await send(tailors.b.cookie, ACTIONS[i % ACTIONS.length]!, randomUUID()));
    answers.push(
      await t.app.inject({ url: '/api/tailor/orders', headers: { cookie: tailors.b.cookie } }),
    );
    // Not a tailor at all: the demo shopper (the order's own shopper) and a signed-in shopper.
    for (const cookie of ['', t.world.other.cookie, t.world.user1.cookie])
      for (const action of ACTIONS) answers.push(await send(cookie, action, victims[0]!.id));

    const list = answers.at(-1 - 3 * ACTIONS.length)!;
    expect(list.statusCode).toBe(200);
    const successes = answers.filter(
      (res) => res !== list && res.statusCode >= 200 && res.statusCode < 300,
    ).length;
    const leaks = answers.filter((res) => victimIds.some((id) => res.body.includes(id))).length;
    const after = await Promise.all(victims.map((v) => row(v.id)));
    const changed = after.filter((r, i) => JSON.stringify(r) !== JSON.stringify(before[i])).length;
    const fivexx = answers.filter((res) => res.statusCode >= 500).length;
    const note = `${answers.length} attempts`;
    expect(
      zero(TEST, database, 'another tailor’s order read or changed', successes, note).status,
    ).toBe('met');
    expect(zero(TEST, database, 'answers naming another tailor’s order', leaks).status).toBe('met');
    expect(zero(TEST, database, 'victim orders changed', changed).status).toBe('met');
    expect(zero(TEST, database, '5xx in the cross-tailor attempts', fivexx).status).toBe('met');
  });

  it('refuses every step out of order with 409 and changes nothing', async () => {
    const states = [
      { status: 'pending', stage: null },
      ...PRODUCTION_STAGES.map((stage) => ({
        status: stage === 'delivered' ? 'completed' : 'in_progress',
        stage,
      })),
      { status: 'cancelled', stage: null },
    ] as const;
    let accepted = 0;
    let notConflict = 0;
    let tries = 0;
    for (const state of states) {
      const allowed: readonly string[] =
        state.status === 'pending'
          ? ['accept', 'decline']
          : state.status === 'cancelled'
            ? []
            : NEXT_STAGES[state.stage!];
      for (const action of ACTIONS.filter((a) => !allowed.includes(a))) {
        const order = await insertOrder(t.db, USER1, t.world.products[4]!, {
          status: state.status,
          stage: state.stage,
          // Stages for pickup and for delivery each refuse the other way of handing over.
          delivery: { kind: 'delivery', address: deliveryAddress, fee: 0 },
        });
        const before = await row(order.id);
        const res = await send(tailors.a.cookie, action, order.id);
        tries++;
        if (res.statusCode >= 200 && res.statusCode < 300) accepted++;
        else if (res.statusCode !== 409) notConflict++;
        if (JSON.stringify(await row(order.id)) !== JSON.stringify(before)) accepted++;
      }
    }
    const note = `${tries} out-of-order steps from ${states.length} states`;
    expect(zero(TEST, database, 'out-of-order changes accepted', accepted, note).status).toBe(
      'met',
    );
    expect(zero(TEST, database, 'out-of-order answers other than 409', notConflict).status).toBe(
      'met',
    );
  });

  it('answers hostile decline and stage bodies from the tailor without a 5xx', async () => {
    const orderIds = [];
    for (const stage of [null, 'sewing', 'ready'] as const)
      orderIds.push(
        (
          await insertOrder(t.db, USER1, t.world.products[3]!, {
            status: stage ? 'in_progress' : 'pending',
            stage,
          })
        ).id,
      );
    const stages = fc.constantFrom('cutting', 'sewing', 'ready', 'dispatched', 'delivered');
    const routes = [
      ['decline', { reason: fc.string({ maxLength: 600 }) }],
      [
        'stage',
        {
          stage: stages,
          photoUrl: fc.oneof(fc.constant(photo), fc.string({ maxLength: 400 })),
          courier: fc.string({ maxLength: 120 }),
          trackingNote: fc.string({ maxLength: 320 }),
        },
      ],
    ] as const;
    let sent = 0;
    let serverErrors = 0;
    const statuses: Record<number, number> = {};
    for (const [path, valid] of routes) {
      await fc.assert(
        fc.asyncProperty(hostileBody(valid), fc.constantFrom(...orderIds), async (body, id) => {
          const res = await t.app.inject({
            method: 'POST',
            url: `/api/tailor/orders/${id}/${path}`,
            headers: { cookie: tailors.a.cookie, 'content-type': 'application/json' },
            payload: body,
          });
          sent++;
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          if (res.statusCode >= 500) serverErrors++;
        }),
        { numRuns: 300 },
      );
    }
    const note = `${sent} bodies: ${spread(statuses)}`;
    // The bodies reached the rules: most refused (400/409), some valid steps taken (200).
    expect(statuses[400]).toBeGreaterThan(0);
    expect(zero(TEST, database, '5xx from hostile tailor bodies', serverErrors, note).status).toBe(
      'met',
    );
  });

  /** A paid order of the demo shopper through the real checkout and the simulator. */
  async function paidOrder() {
    const product = await insertProduct(t.db, tailors.a.id, { price: 30000 });
    await t.db.update(checkouts).set({ state: 'closed' });
    await fillCart(t.db, [product.id]);
    const started = await startCheckout(t.app, checkoutBody([product.id]));
    await pay(t.app, started.authorizationUrl, 'success');
    return started.orderIds[0]!;
  }

  it('of 20 concurrent declines and accepts one wins, and one refund is made', async () => {
    const id = await paidOrder();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(tailors.a.cookie, i % 4 === 0 ? 'accept' : 'decline', id),
      ),
    );
    const winners = answers.filter((res) => res.statusCode === 200).length;
    const others = answers.filter((res) => res.statusCode !== 200 && res.statusCode !== 409);
    const refundRows = await t.db.select().from(refunds).where(eq(refunds.orderId, id));
    const cancelled = (await row(id)).status === 'cancelled';
    expect(zero(TEST, database, 'extra winners of 20 concurrent answers', winners - 1).status).toBe(
      'met',
    );
    expect(others).toHaveLength(0);
    expect(
      zero(TEST, database, 'refunds beyond one', refundRows.length - (cancelled ? 1 : 0)).status,
    ).toBe('met');
  });

  it('a crash between a decline and its refund request asks Paystack once, later', async () => {
    const ids = [await paidOrder(), await paidOrder(), await paidOrder()];
    // The process "dies" as it calls Paystack: the call never leaves.
    const provider = t.app.payments.provider;
    const refund = provider.refund;
    provider.refund = async () => {
      throw new Error('crashed before Paystack heard of it');
    };
    try {
      for (const id of ids)
        expect((await send(tailors.a.cookie, 'decline', id)).statusCode).toBe(200);
    } finally {
      provider.refund = refund;
    }
    const waiting = await t.db
      .select()
      .from(refunds)
      .where(and(inArray(refunds.orderId, ids), isNull(refunds.requestedAt)));
    expect(waiting).toHaveLength(3);
    // The restarted instances' sweeps run at once (as two instances' would): each refund once.
    await Promise.all([t.app.payments.sweep(), t.app.payments.sweep(), t.app.payments.sweep()]);
    const references = [...new Set(waiting.map((r) => r.paymentReference))];
    const asked = await t.db
      .select()
      .from(paystackSimRefunds)
      .where(inArray(paystackSimRefunds.transactionReference, references));
    expect(asked).toHaveLength(3);
    expect(zero(TEST, database, 'refunds asked of Paystack twice', asked.length - 3).status).toBe(
      'met',
    );
    // Every paid order has an owner: waiting for its tailor (with a deadline), being made, done,
    // or cancelled with its refund on the way.
    const all = await t.db.select().from(orders);
    const refunded = new Set(
      (await t.db.select({ orderId: refunds.orderId }).from(refunds)).map((r) => r.orderId),
    );
    const orphans = all.filter(
      (o) =>
        o.checkoutId !== null &&
        o.paymentState !== 'unpaid' &&
        o.paymentState !== 'expired' &&
        !(o.status === 'pending' && o.paymentState === 'paid' && o.acceptBy) &&
        !(o.status === 'in_progress' || o.status === 'completed') &&
        !(o.status === 'cancelled' && o.paymentState !== 'paid' && refunded.has(o.id)),
    );
    expect(zero(TEST, database, 'paid orders left without an owner', orphans.length).status).toBe(
      'met',
    );
  });
});

const deliveryAddress = {
  name: 'Chiamaka Eze',
  phone: '08031110001',
  street: '12 Admiralty Way',
  city: 'Lagos',
  state: 'Lagos',
};
