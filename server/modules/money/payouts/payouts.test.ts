import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { splitEarnings } from '../../../../shared/commission.ts';
import { toKobo } from '../../../../shared/money.ts';
import {
  bankDetailsReminders,
  orders,
  outboundMessages,
  paystackSimTransfers,
  payouts,
  tailorPaymentInfo,
  users,
} from '../../../db/schema/index.ts';
import { createTestApp } from '../../../../test/test-app.ts';
import {
  buildShop,
  checkoutBody,
  fillCart,
  messagesTo,
  pay,
  startCheckout,
  sweepPayouts,
} from '../../../../test/checkout-world.ts';
import { expectApiError, insertUser } from '../../../../test/fixtures.ts';
import { cookieHeader, signIn } from '../../../../test/sign-in.ts';
import { simulatedAccountName } from '../payments/simulator/nigerian-banks.ts';

/**
 * Tailors' payouts (issue 14; issue 28: from the ledger) through the real routes, the Paystack
 * adapter and the local simulator's transfers: a delivered order's earnings in kobo reach the
 * tailor's balance when its money is released, and her available balance is sent once.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let shop: Awaited<ReturnType<typeof buildShop>>;
const tokens = { ibadan: '', lagos: '', shopper: '' };

/**
 * An OPay account the simulator resolves (to a name derived from its digits), one no bank knows
 * (the simulator's numbers ending in 99), and the simulator's failing transfer account.
 */
const GOOD = { bankCode: '999992', accountNumber: '8031234567' };
const GOOD_NAME = simulatedAccountName(GOOD.accountNumber)!;
const UNKNOWN = { bankCode: '999992', accountNumber: '8031234599' };
const FAILING = { bankCode: '044', accountNumber: '0000000000' };

beforeAll(async () => {
  t = await createTestApp({ payments: { simulatorPayoutMs: 0, simulatorRefundMs: 0 } });
  shop = await buildShop(t.db);
  for (const tailor of [shop.lagos, shop.ibadan]) {
    await t.db
      .update(users)
      .set({ roles: ['shopper', 'tailor'] })
      .where(eq(users.id, tailor.userId));
  }
  tokens.ibadan = (await signIn(t.app, shop.tailorPhones.ibadan)).token;
  tokens.lagos = (await signIn(t.app, shop.tailorPhones.lagos)).token;
  tokens.shopper = (await signIn(t.app, '+2348050000005')).token;
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.delete(payouts);
  // Each test's books start empty (the ledger refuses DELETE; TRUNCATE is the test's way).
  await t.db.execute(sql`truncate ledger_entries, ledger_transactions`);
  // Earlier tests' orders take no further part.
  await t.db.update(orders).set({ status: 'cancelled', paymentState: 'refunded' });
  await t.db.delete(tailorPaymentInfo);
  await t.db.delete(bankDetailsReminders);
  await t.db.delete(outboundMessages);
});

/** A paid order of the Ibadan tailor's gele, marked completed (the stages are tested elsewhere). */
async function completedOrder() {
  await fillCart(t.db, [shop.gele.id]);
  const started = await startCheckout(t.app, checkoutBody([shop.gele.id]));
  await pay(t.app, started.authorizationUrl, 'success');
  const [order] = await t.db
    .update(orders)
    .set({ status: 'completed' })
    .where(eq(orders.id, started.orderIds[0]!))
    .returning();
  expect(order!.paymentState).toBe('paid');
  return order!;
}

/** A completed order whose shopper confirmed receiving it: its money is the tailor's. */
async function releasedOrder() {
  const order = await completedOrder();
  await t.app.releases.confirmReceived(order.userId, order.id);
  return order;
}

const sweepAndSettle = () => sweepPayouts(t.app);

const saveBank = (details: object, token = tokens.ibadan) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/tailor/payment-info',
    payload: details,
    headers: cookieHeader(token),
  });
const overview = (token = tokens.ibadan) =>
  t.app.inject({ url: '/api/tailor/payouts', headers: cookieHeader(token) });

const resolve = (choice: object, token = tokens.ibadan) =>
  t.app.inject({
    method: 'POST',
    url: '/api/tailor/payment-info/resolve',
    payload: choice,
    headers: cookieHeader(token),
  });
const bankList = (token = tokens.ibadan) =>
  t.app.inject({ url: '/api/tailor/banks', headers: cookieHeader(token) });

describe('bank details (issue 29: Paystack’s banks, the bank’s name for the account)', () => {
  it('lists Paystack’s active Nigerian banks, the mobile-money banks among them', async () => {
    const res = await bankList();
    expect(res.statusCode, res.body).toBe(200);
    const { banks } = res.json() as { banks: { code: string; name: string }[] };
    expect(banks).toEqual(
      expect.arrayContaining([
        { code: '999992', name: 'OPay Digital Services Limited (OPay)' },
        { code: '50515', name: 'Moniepoint MFB' },
        { code: '999991', name: 'PalmPay' },
        { code: '50211', name: 'Kuda Bank' },
        { code: '058', name: 'Guaranty Trust Bank' },
        { code: '044', name: 'Access Bank' },
      ]),
    );
    // Paystack's inactive banks are not offered; the list reads in alphabetical order.
    expect(banks.map((b) => b.code)).not.toContain('030');
    expect(banks.map((b) => b.name)).toEqual(
      [...banks.map((b) => b.name)].sort((a, b) => a.localeCompare(b)),
    );
  });

  it('resolves an account to the bank’s name without saving anything', async () => {
    const res = await resolve({ ...GOOD, accountNumber: '803 123 4567' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      bankCode: '999992',
      bankName: 'OPay Digital Services Limited (OPay)',
      accountNumber: '8031234567',
      accountName: GOOD_NAME,
    });
    expect(await t.db.select().from(tailorPaymentInfo)).toEqual([]);
  });

  it('refuses a bad number or bank with 400 by field, and an account no bank knows with 422', async () => {
    const short = expectApiError(await resolve({ ...GOOD, accountNumber: '12345' }), 400);
    expect(short.issues).toEqual([
      { path: 'accountNumber', message: 'Account number must be the 10 digits of your NUBAN' },
    ]);
    const letters = expectApiError(await saveBank({ ...GOOD, accountNumber: '80312345ab' }), 400);
    expect(letters.issues?.map((i) => i.path)).toEqual(['accountNumber']);
    const noBank = expectApiError(await resolve({ ...GOOD, bankCode: '' }), 400);
    expect(noBank.issues?.map((i) => i.path)).toEqual(['bankCode']);
    const unknownBank = expectApiError(await resolve({ ...GOOD, bankCode: '123456' }), 400);
    expect(unknownBank.message).toBe('Choose your bank');
    const unknown = expectApiError(await resolve(UNKNOWN), 422);
    expect(unknown.message).toBe(
      'OPay Digital Services Limited (OPay) has no account 8031234599. Check the 10 digits and the bank you chose.',
    );
    expectApiError(await saveBank(UNKNOWN), 422);
    expect(await t.db.select().from(tailorPaymentInfo)).toEqual([]);
  });

  it('saves the bank’s name for the account and its code, never a name sent with it', async () => {
    const saved = await saveBank({ ...GOOD, accountName: 'Somebody Else' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      bankName: 'OPay Digital Services Limited (OPay)',
      bankCode: '999992',
      accountNumber: '8031234567',
      accountName: GOOD_NAME,
    });
    const [row] = await t.db.select().from(tailorPaymentInfo);
    expect(row).toMatchObject({ bankCode: '999992', accountName: GOOD_NAME, isVerified: true });
    expect((await overview()).json().paymentInfo).toMatchObject({ accountName: GOOD_NAME });
  });

  it('are the session’s own tailor’s: a tailorId in the body is ignored, shoppers get 403, visitors 401', async () => {
    expect((await saveBank({ ...GOOD, tailorId: shop.ibadan.id }, tokens.lagos)).statusCode).toBe(
      200,
    );
    const rows = await t.db.select().from(tailorPaymentInfo);
    expect(rows.map((r) => r.tailorId)).toEqual([shop.lagos.id]);
    expect((await overview()).json().paymentInfo).toBeNull();
    expectApiError(await saveBank(GOOD, tokens.shopper), 403);
    expectApiError(await saveBank(GOOD, ''), 401);
    expectApiError(await resolve(GOOD, tokens.shopper), 403);
    expectApiError(await resolve(GOOD, ''), 401);
    expectApiError(await bankList(tokens.shopper), 403);
    expectApiError(await bankList(''), 401);
    expectApiError(await overview(tokens.shopper), 403);
    expectApiError(await overview(''), 401);
  });
});

describe('payouts', () => {
  it('pays a released order’s total less 10 % commission, in kobo, through one transfer, and tells the tailor', async () => {
    const order = await releasedOrder();
    expect((await saveBank(GOOD)).statusCode).toBe(200);
    await sweepAndSettle();

    const totalKobo = toKobo(order.totalAmount);
    const { commissionKobo, earningsKobo } = splitEarnings(totalKobo, 1000);
    expect(commissionKobo + earningsKobo).toBe(totalKobo);
    const body = (await overview()).json();
    expect(body).toMatchObject({
      commissionPercent: 10,
      heldKobo: 0,
      availableKobo: 0,
      onTheWayKobo: 0,
      paidKobo: earningsKobo,
    });
    expect(body.orders).toEqual([
      expect.objectContaining({
        orderId: order.id,
        productName: 'Aso-oke Gele Set',
        orderTotalKobo: totalKobo,
        commissionKobo,
        earningsKobo,
        heldKobo: 0,
        releasedAt: expect.any(String),
      }),
    ]);
    expect(body.payouts).toEqual([
      {
        id: expect.any(String),
        orderId: null,
        amountKobo: earningsKobo,
        state: 'paid',
        failureReason: null,
        createdAt: expect.any(String),
        paidAt: expect.any(String),
      },
    ]);
    const [transfer] = await t.db
      .select()
      .from(paystackSimTransfers)
      .where(eq(paystackSimTransfers.reference, (await t.db.select().from(payouts))[0]!.reference));
    expect(transfer).toMatchObject({ amount: earningsKobo, status: 'success' });
    expect((await messagesTo(t.db, shop.tailorPhones.ibadan)).map((m) => m.body)).toContainEqual(
      expect.stringMatching(
        /^Telo: ₦[\d,.]+ from your Telo balance has been sent to your bank account\.$/,
      ),
    );
    // The other tailor sees none of it.
    expect((await overview(tokens.lagos)).json()).toMatchObject({ payouts: [], orders: [] });
  });

  it('holds a delivered order’s money until it is released: nothing is sent on the tailor’s word alone', async () => {
    const order = await completedOrder();
    await saveBank(GOOD);
    await sweepAndSettle();
    const totalKobo = toKobo(order.totalAmount);
    const { earningsKobo } = splitEarnings(totalKobo, 1000);
    expect((await overview()).json()).toMatchObject({
      heldKobo: earningsKobo,
      availableKobo: 0,
      paidKobo: 0,
      payouts: [],
      orders: [{ orderId: order.id, heldKobo: earningsKobo, releasedAt: null }],
    });
    expect(await t.db.select().from(payouts)).toEqual([]);
  });

  it('waits for bank details: the balance stays available, nothing is sent, and she is texted once', async () => {
    const order = await releasedOrder();
    await t.app.payouts.sweep();
    const { earningsKobo } = splitEarnings(toKobo(order.totalAmount), 1000);
    expect((await overview()).json()).toMatchObject({
      paymentInfo: null,
      availableKobo: earningsKobo,
      payouts: [],
    });
    expect(await t.db.select().from(payouts)).toEqual([]);
    const waitingTexts = async () =>
      (await messagesTo(t.db, shop.tailorPhones.ibadan))
        .map((m) => m.body)
        .filter((b) => b.includes('we do not have your bank details yet'));
    expect(await waitingTexts()).toEqual([
      expect.stringMatching(
        /^Telo: ₦[\d,.]+ is ready to be paid to you, but we do not have your bank details yet\. Add them on your Payouts tab and we send it: http:\/\/localhost:3000\/dashboard\?tab=payouts$/,
      ),
    ]);
    // Every later sweep, five at once among them, sends nothing more in this waiting period.
    await Promise.all(Array.from({ length: 5 }, () => t.app.payouts.sweep()));
    await t.app.payouts.sweep();
    expect(await waitingTexts()).toHaveLength(1);
    // Her details end the period: the money is sent, and money waiting later is told again.
    await saveBank(GOOD);
    await sweepAndSettle();
    expect((await overview()).json().paidKobo).toBe(earningsKobo);
    await t.db.delete(tailorPaymentInfo);
    await releasedOrder();
    await t.app.payouts.sweep();
    expect(await waitingTexts()).toHaveLength(2);
  });

  it('creates and sends one payout when five sweeps (five server instances) run at once', async () => {
    await releasedOrder();
    await saveBank(GOOD);
    await Promise.all(Array.from({ length: 5 }, () => t.app.payouts.sweep()));
    await sweepAndSettle();
    const rows = await t.db.select().from(payouts);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.state).toBe('paid');
    const transfers = await t.db
      .select()
      .from(paystackSimTransfers)
      .where(eq(paystackSimTransfers.reference, rows[0]!.reference));
    expect(transfers).toHaveLength(1);
  });

  it('marks a transfer the bank refuses failed, tells the tailor, and sends it again once the details change', async () => {
    await releasedOrder();
    await saveBank(FAILING);
    await sweepAndSettle();
    const [failed] = (await overview()).json().payouts;
    expect(failed).toMatchObject({
      state: 'failed',
      failureReason: 'Account could not be credited',
    });
    expect((await messagesTo(t.db, shop.tailorPhones.ibadan)).map((m) => m.body)).toContainEqual(
      expect.stringContaining('Check your bank details'),
    );
    await saveBank(GOOD);
    await sweepAndSettle();
    expect((await overview()).json().payouts[0]).toMatchObject({
      state: 'paid',
      failureReason: null,
    });
    expect(await t.db.select().from(payouts)).toHaveLength(1);
  });

  it('takes the commission setting: 7.5 % rounds half a kobo up', () => {
    expect(splitEarnings(3_850_050, 750)).toEqual({
      commissionKobo: 288_754,
      earningsKobo: 3_561_296,
    });
    expect(splitEarnings(1_000, 1000)).toEqual({ commissionKobo: 100, earningsKobo: 900 });
    expect(splitEarnings(5, 1000)).toEqual({ commissionKobo: 1, earningsKobo: 4 });
  });
});

describe('a payout webhook', () => {
  it('is verified with the provider: a forged transfer.success for an unsent payout changes nothing', async () => {
    await releasedOrder();
    await saveBank(GOOD);
    // Created, not sent yet.
    await t.app.payouts.createDue();
    const [row] = await t.db.select().from(payouts);
    const body = JSON.stringify({ event: 'transfer.success', data: { reference: row!.reference } });
    const { signedBySimulator, postWebhook } = await import('../../../../test/checkout-world.ts');
    expect((await postWebhook(t.app, body, signedBySimulator(body))).statusCode).toBe(200);
    await t.app.payouts.idle();
    const [after] = await t.db.select().from(payouts);
    expect(after!.state).toBe('pending');
  });
});

it('an admin is not a tailor: the payout routes answer 403', async () => {
  await insertUser(t.db, { phone: '+2348010000000', roles: ['admin'] });
  const { token } = await signIn(t.app, '+2348010000000');
  expectApiError(await overview(token), 403);
});
