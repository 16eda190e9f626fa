import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, ledgerEntries, users } from '../../db/schema/index.ts';
import { uploadPhoto } from '../../../test/photos.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { expectApiError, insertUser, isoTimestamp } from '../../../test/fixtures.ts';
import { cookieHeader, signIn } from '../../../test/sign-in.ts';
import {
  buildShop,
  checkoutBody,
  fillCart,
  pay,
  settled,
  startCheckout,
} from '../../../test/checkout-world.ts';

/** The review desk's other lists (issue 14): tailors and their badge, orders, contact messages. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let shop: Awaited<ReturnType<typeof buildShop>>;
let admin: string;
let shopper: string;

beforeAll(async () => {
  t = await createTestApp({ payments: { simulatorRefundMs: 0, simulatorPayoutMs: 0 } });
  shop = await buildShop(t.db);
  await insertUser(t.db, { phone: '+2348010000000', roles: ['admin'] });
  admin = (await signIn(t.app, '+2348010000000')).token;
  shopper = (await signIn(t.app, '+2348050000005')).token;
});
afterAll(() => t?.close());

const get = (url: string, token = admin) => t.app.inject({ url, headers: cookieHeader(token) });
const setVerified = (id: string, isVerified: unknown, token = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/tailors/${id}/verified`,
    payload: { isVerified },
    headers: cookieHeader(token),
  });

describe('tailors and the Verified badge', () => {
  it('lists tailors newest first with their badge', async () => {
    const res = await get('/api/admin/tailors');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 1, pageSize: 20, total: 2 });
    expect(
      res
        .json()
        .items.map((x: { businessName: string }) => x.businessName)
        .sort(),
    ).toEqual(['Ibadan Aso-oke', 'Lekki Agbada House']);
  });

  it('verifies and un-verifies a tailor; the public catalogue shows it at once', async () => {
    expect((await setVerified(shop.lagos.id, false)).statusCode).toBe(200);
    const before = await t.app.inject({ url: `/api/tailors/${shop.lagos.id}` });
    expect(before.json().isVerified).toBe(false);
    const on = await setVerified(shop.lagos.id, true);
    expect(on.json()).toMatchObject({ id: shop.lagos.id, isVerified: true });
    expect((await t.app.inject({ url: `/api/tailors/${shop.lagos.id}` })).json().isVerified).toBe(
      true,
    );
    const list = (await t.app.inject({ url: '/api/tailors' })).json();
    const listed = (Array.isArray(list) ? list : list.items).find(
      (x: { id: string }) => x.id === shop.lagos.id,
    );
    expect(listed.isVerified).toBe(true);
    expect((await setVerified(shop.lagos.id, false)).json().isVerified).toBe(false);
    expect((await t.app.inject({ url: `/api/tailors/${shop.lagos.id}` })).json().isVerified).toBe(
      false,
    );
  });

  it('refuses a badge that is not true or false (400) and an unknown tailor (404)', async () => {
    expectApiError(await setVerified(shop.lagos.id, 'yes'), 400);
    expectApiError(await setVerified('no-such-tailor', true), 404);
  });
});

describe('orders', () => {
  it('shows every order, newest first, with its payment and refund', async () => {
    await fillCart(t.db, [shop.gele.id]);
    const paid = await startCheckout(t.app, checkoutBody([shop.gele.id]));
    await pay(t.app, paid.authorizationUrl, 'success');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${paid.orderIds[0]}/cancel`,
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await settled(t.app);
    await fillCart(t.db, [shop.agbada.id]);
    const unpaid = await startCheckout(t.app, checkoutBody([shop.agbada.id]));

    const { items, total } = (await get('/api/admin/orders')).json();
    expect(total).toBe(2);
    expect(items[0]).toMatchObject({
      id: unpaid.orderIds[0],
      status: 'pending',
      paymentState: 'unpaid',
      productName: 'Wine Velvet Owambe Agbada',
      tailorBusinessName: 'Lekki Agbada House',
      paymentReference: null,
      refund: null,
      createdAt: expect.stringMatching(isoTimestamp),
    });
    expect(items[1]).toMatchObject({
      id: paid.orderIds[0],
      status: 'cancelled',
      paymentReference: paid.reference,
      refund: { state: expect.stringMatching(/pending|processed/), amount: expect.any(Number) },
    });
    expect(['refund_pending', 'refunded']).toContain(items[1].paymentState);
    expect((await get('/api/admin/orders?page=2&pageSize=1')).json().items[0].id).toBe(
      paid.orderIds[0],
    );
  });
});

describe('contact messages', () => {
  it('shows the messages sent from /contact, newest first, a page at a time', async () => {
    for (const subject of ['Sizing question', 'Delivery to Abuja']) {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/contact-messages',
        payload: {
          name: 'Chiamaka Eze',
          email: 'chiamaka@example.ng',
          subject,
          message: `About: ${subject}`,
        },
      });
      expect(sent.statusCode).toBe(201);
    }
    const { items, total } = (await get('/api/admin/contact-messages?pageSize=1')).json();
    expect(total).toBe(2);
    expect(items).toEqual([
      {
        id: expect.any(String),
        name: 'Chiamaka Eze',
        email: 'chiamaka@example.ng',
        category: null,
        subject: 'Delivery to Abuja',
        message: 'About: Delivery to Abuja',
        createdAt: expect.stringMatching(isoTimestamp),
      },
    ]);
    await t.db.delete(contactMessages);
  });
});

describe('without the admin role', () => {
  const routes = [
    ['GET', '/api/admin/tailors'],
    ['GET', '/api/admin/orders'],
    ['GET', '/api/admin/contact-messages'],
    ['GET', '/api/admin/tailor-applications?status=all'],
    ['GET', '/api/admin/books'],
  ] as const;

  it('every list answers 403 to a shopper and 401 to a visitor', async () => {
    for (const [, url] of routes) {
      expectApiError(await get(url, shopper), 403);
      expectApiError(await get(url, ''), 401);
    }
  });

  it('the badge cannot be changed by a shopper or a visitor', async () => {
    expectApiError(await setVerified(shop.lagos.id, true, shopper), 403);
    expectApiError(await setVerified(shop.lagos.id, true, ''), 401);
    expect((await t.app.inject({ url: `/api/tailors/${shop.lagos.id}` })).json().isVerified).toBe(
      false,
    );
  });
});

describe("Telo's books", () => {
  /** Each kind of account's sum, read straight from the ledger's entries. */
  async function ledgerSums() {
    const rows = await t.db
      .select({
        kind: sql<string>`split_part(${ledgerEntries.account}, ':', 1)`,
        kobo: sql<string>`sum(${ledgerEntries.amountKobo})`,
      })
      .from(ledgerEntries)
      .groupBy(sql`1`);
    const sums = new Map(rows.map((r) => [r.kind, Number(r.kobo)]));
    return (kind: string) => sums.get(kind) ?? 0;
  }

  it('are ledger sums that reconcile to 0, after an order paid, delivered, confirmed and paid out', async () => {
    const before = (await get('/api/admin/books')).json();
    await t.db
      .update(users)
      .set({ roles: ['shopper', 'tailor'] })
      .where(eq(users.id, shop.lagos.userId));
    const tailor = cookieHeader((await signIn(t.app, shop.tailorPhones.lagos)).token);
    const as = (url: string, payload: object, headers = tailor, method: 'POST' | 'PUT' = 'POST') =>
      t.app.inject({ method, url, payload, headers });

    await fillCart(t.db, [shop.agbada.id]);
    const paid = await startCheckout(t.app, checkoutBody([shop.agbada.id]));
    await pay(t.app, paid.authorizationUrl, 'success');
    const id = paid.orderIds[0]!;
    expect((await as(`/api/tailor/orders/${id}/accept`, {})).statusCode).toBe(200);
    const photo = await uploadPhoto(t.app, tailor);
    for (const body of [
      { stage: 'cutting' },
      { stage: 'sewing' },
      { stage: 'ready', photoUrl: photo.url },
      { stage: 'dispatched', courier: 'GIG Logistics', trackingNote: 'Waybill GIG-1' },
      { stage: 'delivered' },
    ]) {
      const res = await as(`/api/tailor/orders/${id}/stage`, body);
      expect(res.statusCode, res.body).toBe(200);
      // Approve before dispatch (issue 29): the demo shopper's "Looks right".
      if (body.stage === 'ready')
        expect((await as(`/api/orders/${id}/approve`, {}, {})).statusCode).toBe(200);
    }
    const confirmed = await as(`/api/orders/${id}/received`, {}, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const bank = { bankCode: '011', accountNumber: '0000014579' };
    expect((await as('/api/tailor/payment-info', bank, tailor, 'PUT')).statusCode).toBe(200);
    await t.app.payouts.sweep();
    for (let i = 0; i < 3; i++) {
      await t.app.paystackSimulator!.processDue();
      await t.app.paystackSimulator!.idle();
      await t.app.payouts.idle();
    }
    await settled(t.app);

    const res = await get('/api/admin/books');
    expect(res.statusCode).toBe(200);
    const books = res.json();
    const sum = await ledgerSums();
    expect(books).toMatchObject({
      escrowKobo: sum('escrow'),
      owedToTailorsKobo: sum('tailor') + sum('payout'),
      owedToHostsKobo: sum('host'),
      commissionKobo: sum('commission'),
      creditOutstandingKobo: sum('credit'),
      refundsOwedKobo: sum('refund'),
      guaranteeSpentKobo: 0 - sum('guarantee'),
      cashInKobo: 0 - sum('card'),
      paidOutKobo: sum('bank'),
      reconciliationKobo: 0,
    });
    // The order's total came in by card; Telo kept its 10 %, and the rest went to her bank.
    const totalKobo = Math.round(confirmed.json().totalAmount * 100);
    expect(books.cashInKobo - before.cashInKobo).toBe(totalKobo);
    expect(books.commissionKobo - before.commissionKobo).toBe(totalKobo / 10);
    expect(books.paidOutKobo - before.paidOutKobo).toBe(totalKobo - totalKobo / 10);
    expect(books.escrowKobo).toBe(before.escrowKobo);
    expect(books.owedToTailorsKobo).toBe(before.owedToTailorsKobo);
    const today = books.byDay[0];
    expect(today.paidOutKobo).toBe(books.paidOutKobo);
    // The order cancelled above was refunded in full the same day.
    expect(today.refundedKobo).toBeGreaterThan(0);
    expect(today.refundedKobo).toBe(
      books.byDay.reduce((n: number, d: { refundedKobo: number }) => n + d.refundedKobo, 0),
    );
  });
});
