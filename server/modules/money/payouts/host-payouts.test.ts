/**
 * An aso-ebi host's margin (issue 32 item 6, decisions 054 and 057): held in each guest's order
 * like the rest of it, released to `host:<user>` when the order's money is released, never to the
 * tailor, whose advance, earnings and commission are on the total less the margin; then paid to
 * the host's bank by the payouts sweep, once, and the books still reconcile to 0.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedAccountName } from '../payments/simulator/nigerian-banks.ts';
import { orders, payouts, users } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../../test/test-app.ts';
import { buildShop, messagesTo, sweepPayouts } from '../../../../test/checkout-world.ts';
import { insertEvent, insertMember } from '../../../../test/event-world.ts';
import { expectApiError, insertUser } from '../../../../test/fixtures.ts';
import { cookieHeader, signIn } from '../../../../test/sign-in.ts';
import { accounts } from '../ledger/accounts.ts';
import { books } from '../ledger/books.ts';
import { chargeOrder } from '../ledger/escrow.ts';
import { balance } from '../ledger/ledger.ts';
import type { HostEarnings } from '../../../../shared/schemas/host-earnings.ts';
import { fromKobo } from '../../../../shared/money.ts';
import { naira } from '../../../texts/format.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let shop: Awaited<ReturnType<typeof buildShop>>;
const HOST_PHONE = '+2348061110002';
let host: { id: string; token: string };
let tailorToken: string;

const OUTFIT = 8_500_000;
const MARGIN = 500_000;
const TOTAL = OUTFIT + MARGIN;
const GOOD = { bankCode: '999992', accountNumber: '8031234567' };

beforeAll(async () => {
  t = await createTestApp({ payments: { simulatorPayoutMs: 0, simulatorRefundMs: 0 } });
  shop = await buildShop(t.db);
  await t.db
    .update(users)
    .set({ roles: ['shopper', 'tailor'] })
    .where(eq(users.id, shop.lagos.userId));
  tailorToken = (await signIn(t.app, shop.tailorPhones.lagos)).token;
  const signed = await signIn(t.app, HOST_PHONE);
  host = { id: signed.signedIn.me.id!, token: signed.token };
});
afterAll(() => t?.close());

const earnings = async () => {
  const res = await t.app.inject({ url: '/api/host/earnings', headers: cookieHeader(host.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as HostEarnings;
};

/** A guest's paid order of a locked event, its money in escrow, accepted and being cut. */
async function guestOrderBeingCut() {
  const { event, looks } = await insertEvent(t.db, host.id, [
    { productId: shop.agbada.id, tailorId: shop.lagos.id, outfitKobo: OUTFIT, marginKobo: MARGIN },
  ]);
  const guest = await insertUser(t.db, { username: `guest${Date.now()}` });
  const member = await insertMember(t.db, event, looks[0]!, guest.id, { order: 'paid' });
  const orderId = member.orderId!;
  await t.db
    .update(orders)
    .set({ checkoutId: 'checkout-of-the-guest' })
    .where(eq(orders.id, orderId));
  await t.db.transaction((tx) => chargeOrder(tx, { id: orderId, userId: guest.id }, TOTAL, 'ref'));
  await t.app.eventLock.lock(event.id);
  const tailor = cookieHeader(tailorToken);
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/tailor/orders/${orderId}/accept`,
    payload: {},
    headers: tailor,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const cut = await t.app.inject({
    method: 'POST',
    url: `/api/tailor/orders/${orderId}/stage`,
    payload: { stage: 'cutting' },
    headers: tailor,
  });
  expect(cut.statusCode, cut.body).toBe(200);
  return { orderId, guest };
}

async function delivered(orderId: string) {
  await t.db
    .update(orders)
    .set({ status: 'completed', stage: 'delivered' })
    .where(eq(orders.id, orderId));
}

describe('the host’s margin at release', () => {
  it('the tailor’s advance is on the total less the margin; the margin stays held', async () => {
    const before = await balance(t.db, accounts.tailor(shop.lagos.id));
    const { orderId } = await guestOrderBeingCut();
    // 30 % of her earnings: (₦85,000 less 10 % commission) × 30 % = ₦22,950.
    expect((await balance(t.db, accounts.tailor(shop.lagos.id))) - before).toBe(2_295_000);
    expect(await balance(t.db, accounts.escrow(orderId))).toBe(TOTAL - 2_295_000);
    expect((await earnings()).heldKobo).toBeGreaterThanOrEqual(MARGIN);
  });

  it('releases the margin to host:<user>, the rest less commission on it to the tailor', async () => {
    const { orderId, guest } = await guestOrderBeingCut();
    const tailorBefore = await balance(t.db, accounts.tailor(shop.lagos.id));
    const hostBefore = await balance(t.db, accounts.host(host.id));
    const commissionBefore = await balance(t.db, accounts.commission);
    await delivered(orderId);
    await t.app.releases.confirmReceived(guest.id, orderId);

    expect(await balance(t.db, accounts.escrow(orderId))).toBe(0);
    expect((await balance(t.db, accounts.host(host.id))) - hostBefore).toBe(MARGIN);
    // Commission: 10 % of ₦85,000, never of the host's ₦5,000.
    expect((await balance(t.db, accounts.commission)) - commissionBefore).toBe(850_000);
    // The tailor: ₦76,500 in all, ₦22,950 of it advanced at cutting.
    expect((await balance(t.db, accounts.tailor(shop.lagos.id))) - tailorBefore).toBe(
      7_650_000 - 2_295_000,
    );
    const figures = await books(t.db);
    expect(figures.reconciliationKobo).toBe(0);
    expect(figures.owedToHostsKobo).toBe(await balance(t.db, accounts.host(host.id)));
  });

  it('the tailor’s Payouts tab counts her earnings without the host’s margin', async () => {
    const { orderId } = await guestOrderBeingCut();
    const res = await t.app.inject({
      url: '/api/tailor/payouts',
      headers: cookieHeader(tailorToken),
    });
    const line = (
      res.json() as { orders: { orderId: string; orderTotalKobo: number; earningsKobo: number }[] }
    ).orders.find((o) => o.orderId === orderId)!;
    expect(line).toMatchObject({ orderTotalKobo: OUTFIT, earningsKobo: 7_650_000 });
  });
});

describe('the host’s payout', () => {
  it('waits for her bank details, texting her once, then sends her available margin once', async () => {
    const available = (await earnings()).availableKobo;
    expect(available).toBeGreaterThan(0);
    await Promise.all([sweepPayouts(t.app), sweepPayouts(t.app)]);
    await sweepPayouts(t.app);
    expect((await earnings()).payouts).toEqual([]);
    const waitingTexts = async () =>
      (await messagesTo(t.db, HOST_PHONE))
        .map((m) => m.body)
        .filter((b) => b.includes('we do not have your bank details yet'));
    expect(await waitingTexts()).toEqual([
      `Telo: ${naira(fromKobo(available))} of your aso-ebi earnings is ready to be paid to you, ` +
        'but we do not have your bank details yet. Add them and we send it: ' +
        'http://localhost:3000/aso-ebi/earnings',
    ]);

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/host/payment-info',
      payload: GOOD,
      headers: cookieHeader(host.token),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ accountName: simulatedAccountName(GOOD.accountNumber) });

    await Promise.all([sweepPayouts(t.app), sweepPayouts(t.app), sweepPayouts(t.app)]);
    await sweepPayouts(t.app);
    const after = await earnings();
    expect(after.payouts.map((p) => [p.amountKobo, p.state])).toEqual([[available, 'paid']]);
    expect(after).toMatchObject({ availableKobo: 0, onTheWayKobo: 0, paidKobo: available });
    const rows = await t.db.select().from(payouts).where(eq(payouts.hostUserId, host.id));
    expect(rows.map((r) => r.tailorId)).toEqual([null]);
    const texts = (await messagesTo(t.db, HOST_PHONE)).map((m) => m.body);
    expect(texts.filter((b) => b.includes('has been sent to your bank account'))).toHaveLength(1);
    expect((await books(t.db)).reconciliationKobo).toBe(0);
    // Saving her details ended the waiting period: nothing more was said of it.
    expect(await waitingTexts()).toHaveLength(1);
  });

  it('bank details are for hosts: 401 signed out, 403 for an account hosting no event', async () => {
    expectApiError(await t.app.inject({ url: '/api/host/earnings' }), 401);
    const other = await signIn(t.app, '+2348069990010');
    const mine = await t.app.inject({
      url: '/api/host/earnings',
      headers: cookieHeader(other.token),
    });
    expect(mine.json()).toMatchObject({ hosting: false, availableKobo: 0, payouts: [] });
    expectApiError(
      await t.app.inject({ url: '/api/host/banks', headers: cookieHeader(other.token) }),
      403,
    );
    expectApiError(
      await t.app.inject({
        method: 'PUT',
        url: '/api/host/payment-info',
        payload: GOOD,
        headers: cookieHeader(other.token),
      }),
      403,
    );
  });
});
