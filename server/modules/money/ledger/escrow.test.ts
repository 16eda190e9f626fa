/**
 * Money held until it is earned (issue 28, decision 048), through the real routes: the books'
 * own rules (balanced, append-only), the advance at cutting, the release on the shopper's word or
 * after the wait, claims paid by the tailor, and payouts only from a balance above zero.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { splitEarnings } from '../../../../shared/commission.ts';
import { toKobo } from '../../../../shared/money.ts';
import {
  fitClaims,
  ledgerEntries,
  ledgerTransactions,
  orderEvents,
  orders,
  payouts,
  tailorPaymentInfo,
  users,
} from '../../../db/schema/index.ts';
import { createTestApp } from '../../../../test/test-app.ts';
import {
  buildShop,
  checkoutBody,
  fillCart,
  pay,
  startCheckout,
  sweepPayouts,
} from '../../../../test/checkout-world.ts';
import { USER1, expectApiError } from '../../../../test/fixtures.ts';
import { uploadPhoto } from '../../../../test/photos.ts';
import { cookieHeader, signIn } from '../../../../test/sign-in.ts';
import { accounts } from './accounts.ts';
import { balance, LedgerError, post } from './ledger.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let shop: Awaited<ReturnType<typeof buildShop>>;
let tailorToken = '';
let photoUrl = '';
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ payments: { simulatorPayoutMs: 0, simulatorRefundMs: 0 } });
  shop = await buildShop(t.db);
  await t.db
    .update(users)
    .set({ roles: ['shopper', 'tailor'] })
    .where(eq(users.id, shop.ibadan.userId));
  tailorToken = (await signIn(t.app, shop.tailorPhones.ibadan)).token;
  photoUrl = (await uploadPhoto(t.app, cookieHeader(tailorToken))).url;
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.delete(payouts);
  await t.db.execute(sql`truncate ledger_entries, ledger_transactions`);
  await t.db.delete(fitClaims);
  await t.db.update(orders).set({ status: 'cancelled', paymentState: 'refunded' });
});

const tailorCall = (url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookieHeader(tailorToken) });
const held = (orderId: string) => balance(t.db, accounts.escrow(orderId));
const tailorBalance = () => balance(t.db, accounts.tailor(shop.ibadan.id));
const earningsOf = (totalAmount: number) => splitEarnings(toKobo(totalAmount), 1000);

/** The demo shopper's "Looks right" on her ready order (issue 29). */
async function shopperApproves(orderId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/approve`,
    payload: {},
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A paid gele order of the Ibadan tailor's, accepted and walked on to `until`. */
async function paidOrder(until: 'paid' | 'accepted' | 'cutting' | 'delivered' = 'delivered') {
  await fillCart(t.db, [shop.gele.id]);
  const started = await startCheckout(
    t.app,
    checkoutBody([shop.gele.id], { delivery: { kind: 'pickup' } }),
  );
  await pay(t.app, started.authorizationUrl, 'success');
  const id = started.orderIds[0]!;
  const steps: [string, object][] = [
    ['accept', {}],
    ['stage', { stage: 'cutting' }],
    ['stage', { stage: 'sewing' }],
    ['stage', { stage: 'ready', photoUrl }],
    ['stage', { stage: 'ready_for_pickup' }],
    ['stage', { stage: 'delivered' }],
  ];
  const count = { paid: 0, accepted: 1, cutting: 2, delivered: steps.length }[until];
  for (const [action, body] of steps.slice(0, count)) {
    const res = await tailorCall(`/api/tailor/orders/${id}/${action}`, body);
    expect(res.statusCode, res.body).toBe(200);
    // Approve before dispatch (issue 29): the shopper's "Looks right" lets the tailor send it.
    if ('stage' in body && body.stage === 'ready') await shopperApproves(id);
  }
  const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
  return order!;
}

/** The shopper reports a major fit problem and the tailor answers she cannot fix it. */
async function claimOn(orderId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/fit-claims',
    payload: { orderId, garment: 'Gele', problem: 'Wrong size', severity: 'major' },
  });
  expect(res.statusCode, res.body).toBe(201);
  await tailorCall(`/api/fit-claims/${res.json().id}/answer`, { answer: 'cannot_fix' });
  return res.json().id as string;
}

const confirm = (orderId: string) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/received`, payload: {} });
const detail = async (orderId: string) =>
  (await t.app.inject({ url: `/api/orders/${orderId}` })).json();

describe('the books', () => {
  it('refuse a transaction that does not sum to zero, at post and at commit', async () => {
    await expect(
      post(t.db, {
        kind: 'test',
        key: 'unbalanced',
        entries: [{ account: 'commission', amountKobo: 5 }],
      }),
    ).rejects.toThrow(LedgerError);
    // A writer that skips post() is stopped by the database when its transaction commits.
    await expect(
      t.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(ledgerTransactions)
          .values({ kind: 'test', key: 'raw' })
          .returning();
        await tx
          .insert(ledgerEntries)
          .values({ transactionId: row!.id, account: 'commission', amountKobo: 5 });
      }),
    ).rejects.toThrow();
    expect(await t.db.select().from(ledgerTransactions)).toEqual([]);
  });

  it('are append-only: an entry can be neither changed nor deleted', async () => {
    const entries = [
      { account: 'commission', amountKobo: 7 },
      { account: 'guarantee', amountKobo: -7 },
    ];
    expect(await post(t.db, { kind: 'test', key: 'once', entries })).toBe(true);
    expect(await post(t.db, { kind: 'test', key: 'once', entries })).toBe(false);
    await expect(t.db.update(ledgerEntries).set({ amountKobo: 70 })).rejects.toThrow();
    await expect(t.db.delete(ledgerEntries)).rejects.toThrow();
    await expect(t.db.delete(ledgerTransactions)).rejects.toThrow();
    expect(await balance(t.db, 'commission')).toBe(7);
  });

  it('never take an escrow below zero', async () => {
    await expect(
      post(t.db, {
        kind: 'test',
        key: 'overdraw',
        entries: [
          { account: accounts.escrow('nobody'), amountKobo: -1 },
          { account: 'commission', amountKobo: 1 },
        ],
      }),
    ).rejects.toThrow(LedgerError);
  });
});

describe('escrow', () => {
  it('holds a paid order, advances 30 % of the earnings at cutting, releases the rest less commission on the shopper’s word', async () => {
    const order = await paidOrder('cutting');
    const totalKobo = toKobo(order.totalAmount);
    const { commissionKobo, earningsKobo } = earningsOf(order.totalAmount);
    const advance = Math.floor((earningsKobo * 30) / 100);
    expect(await tailorBalance()).toBe(advance);
    expect(await held(order.id)).toBe(totalKobo - advance);
    // Not delivered yet: no confirmation.
    expect(expectApiError(await confirm(order.id), 409).message).toBe(
      'You can confirm receiving your outfit once it is delivered.',
    );
    for (const body of [
      { stage: 'sewing' },
      { stage: 'ready', photoUrl },
      { stage: 'ready_for_pickup' },
      { stage: 'delivered' },
    ]) {
      await tailorCall(`/api/tailor/orders/${order.id}/stage`, body);
      if (body.stage === 'ready') await shopperApproves(order.id);
    }
    expect((await detail(order.id)).release).toMatchObject({
      releasedAt: null,
      releaseDate: expect.any(String),
      canConfirm: true,
    });
    const confirmed = await confirm(order.id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().release).toMatchObject({
      releasedAt: expect.any(String),
      canConfirm: false,
    });
    expect(await tailorBalance()).toBe(earningsKobo);
    expect(await balance(t.db, accounts.commission)).toBe(commissionKobo);
    expect(await held(order.id)).toBe(0);
    // Again: nothing moves twice.
    expect((await confirm(order.id)).statusCode).toBe(200);
    expect(await tailorBalance()).toBe(earningsKobo);
  });

  it('releases by itself 7 days after delivery, not before, and not while a claim is open', async () => {
    const order = await paidOrder('delivered');
    const { earningsKobo } = earningsOf(order.totalAmount);
    const deliveredDaysAgo = async (days: number) =>
      t.db
        .update(orderEvents)
        .set({ at: new Date(Date.now() - days * DAY_MS) })
        .where(eq(orderEvents.orderId, order.id));
    await deliveredDaysAgo(6);
    expect(await t.app.releases.sweep()).toBe(0);
    await deliveredDaysAgo(8);
    const claim = await t.app.inject({
      method: 'POST',
      url: '/api/fit-claims',
      payload: { orderId: order.id, garment: 'Gele', problem: 'Too tight', severity: 'minor' },
    });
    expect(claim.statusCode, claim.body).toBe(201);
    expect(await t.app.releases.sweep()).toBe(0);
    expect(expectApiError(await confirm(order.id), 409).message).toBe(
      'A fit claim on this order is still open: confirm once it is settled.',
    );
    // The fix is done: the wait starts again from the claim's last step.
    await tailorCall(`/api/fit-claims/${claim.json().id}/answer`, { answer: 'alteration' });
    await tailorCall(`/api/fit-claims/${claim.json().id}/done`);
    expect(await t.app.releases.sweep()).toBe(0);
    await t.db
      .update(fitClaims)
      .set({ updatedAt: new Date(Date.now() - 8 * DAY_MS) })
      .where(eq(fitClaims.id, claim.json().id));
    expect(await t.app.releases.sweep()).toBe(1);
    expect(await tailorBalance()).toBe(earningsKobo);
  });

  it('a claim the tailor cannot fix before release is paid from the escrow first, then from her balance', async () => {
    const first = await paidOrder('delivered');
    const firstKobo = toKobo(first.totalAmount);
    // Before release: the credit comes out of the escrow (less what was advanced), the rest from her.
    const { earningsKobo } = earningsOf(first.totalAmount);
    const advance = Math.floor((earningsKobo * 30) / 100);
    await claimOn(first.id);
    const credit = Math.min(firstKobo, 3_000_000); // a major claim's cap is ₦30,000
    expect(await balance(t.db, accounts.credit(USER1))).toBe(credit);
    const fromEscrow = Math.min(credit, firstKobo - advance);
    expect(await held(first.id)).toBe(firstKobo - advance - fromEscrow);
    expect(await tailorBalance()).toBe(advance - (credit - fromEscrow));
  });

  it('a claim after release leaves her balance negative: nothing is paid out until later earnings cover it', async () => {
    await t.db.insert(tailorPaymentInfo).values({
      tailorId: shop.ibadan.id,
      bankName: 'First Bank of Nigeria',
      bankCode: '011',
      accountNumber: '0000014579',
      accountName: 'Ibadan Aso-oke',
    });
    const sweepAndSettle = () => sweepPayouts(t.app);
    const first = await paidOrder('delivered');
    const { earningsKobo } = earningsOf(first.totalAmount);
    await confirm(first.id);
    await sweepAndSettle();
    expect(await balance(t.db, accounts.bank(shop.ibadan.id))).toBe(earningsKobo);
    await claimOn(first.id);
    expect(await tailorBalance()).toBe(-3_000_000);
    await sweepAndSettle();
    expect(await t.db.select().from(payouts)).toHaveLength(1);
    // The next order's release covers the debt first; only the rest is sent.
    const second = await paidOrder('delivered');
    await confirm(second.id);
    await sweepAndSettle();
    const sent = await t.db.select().from(payouts).orderBy(payouts.createdAt);
    expect(sent.map((p) => [p.amountKobo, p.state])).toEqual([
      [earningsKobo, 'paid'],
      [earningsKobo - 3_000_000, 'paid'],
    ]);
    expect(await tailorBalance()).toBe(0);
    await t.db.delete(tailorPaymentInfo);
  });
});
