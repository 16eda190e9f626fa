import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../shared/schemas/checkout.ts';
import type { TailorOrder } from '../../../shared/schemas/tailor-orders.ts';
import { orders, refunds, tailors, users } from '../../db/schema/index.ts';
import {
  buildShop,
  checkoutBody,
  fillCart,
  messagesTo,
  pay,
  settled,
  SHOPPER_PHONE,
  startCheckout,
} from '../../../test/checkout-world.ts';
import { expectApiError, insertUser } from '../../../test/fixtures.ts';
import { uploadPhoto } from '../../../test/photos.ts';
import { cookieHeader, signIn } from '../../../test/sign-in.ts';
import { createTestApp } from '../../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let shop: Awaited<ReturnType<typeof buildShop>>;
/** Session tokens: the two tailors of the shop, and a signed-in shopper without the role. */
const tokens = { lagos: '', ibadan: '', shopper: '' };

beforeAll(async () => {
  // The simulator processes refunds as soon as asked, so a test sees them through.
  t = await createTestApp({ payments: { simulatorRefundMs: 0 } });
  shop = await buildShop(t.db);
  for (const tailor of [shop.lagos, shop.ibadan]) {
    await t.db
      .update(users)
      .set({ roles: ['shopper', 'tailor'] })
      .where(eq(users.id, tailor.userId));
  }
  tokens.lagos = (await signIn(t.app, shop.tailorPhones.lagos)).token;
  tokens.ibadan = (await signIn(t.app, shop.tailorPhones.ibadan)).token;
  await insertUser(t.db, { phone: '+2348050000005' });
  tokens.shopper = (await signIn(t.app, '+2348050000005')).token;
});
afterAll(() => t?.close());

/** The demo shopper checks out `productIds` (delivery to Lagos unless told) and pays. */
async function paidOrders(productIds: string[], extra: Parameters<typeof checkoutBody>[1] = {}) {
  await fillCart(t.db, productIds);
  const started = await startCheckout(t.app, checkoutBody(productIds, extra));
  await pay(t.app, started.authorizationUrl, 'success');
  return started.orderIds;
}

const as = (token: string) => cookieHeader(token);
const get = (url: string, token?: string) => t.app.inject({ url, headers: cookieHeader(token) });
const post = (url: string, token: string | undefined, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookieHeader(token) });
const accept = (id: string, token = tokens.lagos) => post(`/api/tailor/orders/${id}/accept`, token);
const decline = (id: string, reason: string, token = tokens.lagos) =>
  post(`/api/tailor/orders/${id}/decline`, token, { reason });
const step = (id: string, body: object, token = tokens.lagos) =>
  post(`/api/tailor/orders/${id}/stage`, token, body);
/** The demo shopper's "Looks right" on a ready order (issue 29): dispatch waits for it. */
const approve = (id: string) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${id}/approve`, payload: {} });
const shopperView = async (id: string) =>
  (await t.app.inject({ url: `/api/orders/${id}` })).json() as OrderDetail;
const kinds = (order: OrderDetail) => order.timeline.map((e) => e.kind);

describe('the role and the tailor behind it', () => {
  it('answers 401 without a signed-in session and 403 to a signed-in shopper', async () => {
    expectApiError(await get('/api/tailor/orders'), 401);
    expectApiError(await get('/api/tailor/orders', tokens.shopper), 403);
    expectApiError(await post('/api/tailor/orders/x/accept', tokens.shopper), 403);
  });
});

describe('the inbox', () => {
  it('lists the tailor’s paid orders with what the cutting sheet needs, not unpaid ones', async () => {
    const [paid] = await paidOrders([shop.agbada.id], {
      items: [{ productId: shop.agbada.id, neededBy: '2030-12-24', notes: 'Wine velvet, gold' }],
    });
    await fillCart(t.db, [shop.agbada.id]);
    const unpaid = await startCheckout(
      t.app,
      checkoutBody([shop.agbada.id], { delivery: { kind: 'pickup' } }),
    );
    const res = await get('/api/tailor/orders', tokens.lagos);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.json() as TailorOrder[];
    expect(list.map((o) => o.id)).toContain(paid);
    expect(list.map((o) => o.id)).not.toContain(unpaid.orderIds[0]);
    const order = list.find((o) => o.id === paid)!;
    expect(order).toMatchObject({
      status: 'pending',
      stage: null,
      paymentState: 'paid',
      product: { name: 'Wine Velvet Owambe Agbada', category: 'Agbada' },
      unit: 'inches',
      neededBy: '2030-12-24',
      notes: 'Wine velvet, gold',
      delivery: { kind: 'delivery', address: { city: 'Lagos', state: 'Lagos' } },
    });
    expect(Object.keys(order.measurements)).toHaveLength(12);
    expect(order.measurements).not.toHaveProperty('unit');
    // 48 hours from the payment, give or take the test's own seconds.
    const hours = (Date.parse(order.acceptBy!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
    // Only the first name of the shopper, nothing else about them.
    expect(order.buyerFirstName).not.toContain(' ');
    expect(JSON.stringify(order)).not.toMatch(/user1|\+234803111/);
  });

  it('shows one tailor none of another tailor’s orders, by list, path or guessing', async () => {
    const [lagosOrder] = await paidOrders([shop.agbada.id]);
    const ibadanList = (await get('/api/tailor/orders', tokens.ibadan)).json() as TailorOrder[];
    expect(ibadanList.map((o) => o.id)).not.toContain(lagosOrder);
    for (const res of [
      await get(`/api/tailor/orders/${lagosOrder}`, tokens.ibadan),
      await accept(lagosOrder!, tokens.ibadan),
      await decline(lagosOrder!, 'Not mine', tokens.ibadan),
      await step(lagosOrder!, { stage: 'cutting' }, tokens.ibadan),
      await get('/api/tailor/orders/00000000-0000-4000-8000-000000000000', tokens.ibadan),
    ]) {
      expect(expectApiError(res, 404).message).toBe('Order not found');
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, lagosOrder!));
    expect(row).toMatchObject({ status: 'pending', stage: null, paymentState: 'paid' });
  });

  it('answers 404 to an account with the tailor role but no tailor profile', async () => {
    await insertUser(t.db, { phone: '+2348050000006', roles: ['shopper', 'tailor'] });
    const { token } = await signIn(t.app, '+2348050000006');
    expectApiError(await get('/api/tailor/orders', token), 404);
  });
});

describe('accept, then the stages one tap at a time', () => {
  it('walks an order to delivered: timeline, texts, statuses and the completed count', async () => {
    const [id] = await paidOrders([shop.agbada.id], {
      items: [{ productId: shop.agbada.id, neededBy: '2030-12-24' }],
    });
    const before = await t.db.select().from(tailors).where(eq(tailors.id, shop.lagos.id));
    const accepted = await accept(id!);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'in_progress', stage: 'accepted' });
    expect(await shopperView(id!)).toMatchObject({ status: 'in_progress' });
    expect((await shopperView(id!)).estimatedDelivery).toMatch(/^2030-12-2[34]/);

    for (const stage of ['cutting', 'sewing'] as const) {
      const res = await step(id!, { stage });
      expect(res.json()).toMatchObject({ status: 'in_progress', stage });
    }
    const photo = await uploadPhoto(t.app, as(tokens.lagos));
    expect((await step(id!, { stage: 'ready', photoUrl: photo.url })).json()).toMatchObject({
      stage: 'ready',
      readyPhotoUrl: photo.url,
    });
    expect((await approve(id!)).statusCode).toBe(200);
    const dispatched = await step(id!, {
      stage: 'dispatched',
      courier: 'GIG Logistics',
      trackingNote: 'Waybill GIG-55120, arrives Thursday',
    });
    expect(dispatched.json()).toMatchObject({ stage: 'dispatched', courier: 'GIG Logistics' });
    const delivered = await step(id!, { stage: 'delivered' });
    expect(delivered.json()).toMatchObject({ status: 'completed', stage: 'delivered' });

    const seen = await shopperView(id!);
    expect(seen.status).toBe('completed');
    expect(kinds(seen)).toEqual([
      'placed',
      'paid',
      'accepted',
      'cutting',
      'sewing',
      'ready',
      'approved',
      'dispatched',
      'delivered',
    ]);
    expect(seen.timeline.find((e) => e.kind === 'ready')!.photoUrl).toBe(photo.url);
    expect(seen.timeline.find((e) => e.kind === 'dispatched')!.note).toBe(
      'GIG Logistics: Waybill GIG-55120, arrives Thursday',
    );
    const listed = (await t.app.inject({ url: '/api/users/user1/orders' })).json();
    expect(listed.find((o: { id: string }) => o.id === id)).toMatchObject({ status: 'completed' });

    await settled(t.app);
    const texts = (await messagesTo(t.db, SHOPPER_PHONE)).map((m) => m.body);
    const number = `#${id!.slice(0, 8)}`;
    for (const pattern of [
      `Lekki Agbada House accepted your order ${number}`,
      `cutting the fabric for your Wine Velvet Owambe Agbada (order ${number})`,
      `is sewing your Wine Velvet Owambe Agbada`,
      `(order ${number}) is ready`,
      `on its way with GIG Logistics. Tracking: Waybill GIG-55120`,
      `(order ${number}) is delivered`,
    ]) {
      expect(
        texts.some((text) => text.includes(pattern)),
        pattern,
      ).toBe(true);
    }
    // The delivered text links to the order page, where she confirms receiving it (issue 28).
    expect(texts.find((text) => text.includes('is delivered'))).toMatch(
      new RegExp(
        `tap "I've received it" on your order page to pay your tailor: https?://\\S+/orders/${id}$`,
      ),
    );
    const [after] = await t.db.select().from(tailors).where(eq(tailors.id, shop.lagos.id));
    expect(after!.completedOrders).toBe(before[0]!.completedOrders + 1);
    // The public profile shows the new count at once.
    const profile = (await t.app.inject({ url: `/api/tailors/${shop.lagos.id}` })).json();
    expect(profile.completedOrders).toBe(after!.completedOrders);
  });

  it('takes a pickup order through ready for pickup, never dispatched', async () => {
    const [id] = await paidOrders([shop.agbada.id], { delivery: { kind: 'pickup' } });
    await accept(id!);
    await step(id!, { stage: 'cutting' });
    await step(id!, { stage: 'sewing' });
    const photo = await uploadPhoto(t.app, as(tokens.lagos));
    await step(id!, { stage: 'ready', photoUrl: photo.url });
    await approve(id!);
    const dispatched = await step(id!, { stage: 'dispatched', courier: 'GIG', trackingNote: 'x' });
    expect(expectApiError(dispatched, 409).message).toBe(
      'This order is collected from you: mark it ready for pickup instead',
    );
    expect((await step(id!, { stage: 'ready_for_pickup' })).json()).toMatchObject({
      stage: 'ready_for_pickup',
    });
    expect((await step(id!, { stage: 'delivered' })).json()).toMatchObject({
      status: 'completed',
    });
  });

  it('refuses steps out of order with 409 and a message, changing nothing', async () => {
    const [id] = await paidOrders([shop.agbada.id]);
    expect(expectApiError(await step(id!, { stage: 'cutting' }), 409).message).toBe(
      'Accept this order before it can be marked cutting',
    );
    await accept(id!);
    expect(expectApiError(await accept(id!), 409).message).toBe('This order is already accepted');
    expect(expectApiError(await decline(id!, 'Changed my mind'), 409).message).toBe(
      'An accepted order cannot be declined',
    );
    const early = await step(id!, { stage: 'dispatched', courier: 'GIG', trackingNote: 'x' });
    expect(expectApiError(early, 409).message).toBe(
      'This order is accepted: its next step is cutting, not dispatched',
    );
    expectApiError(await step(id!, { stage: 'delivered' }), 409);
    expect((await shopperView(id!)).timeline.map((e) => e.kind)).toEqual([
      'placed',
      'paid',
      'accepted',
    ]);
  });

  it('requires a photo of the tailor’s own for ready, and a courier and note to dispatch', async () => {
    const [id] = await paidOrders([shop.agbada.id]);
    await accept(id!);
    await step(id!, { stage: 'cutting' });
    await step(id!, { stage: 'sewing' });
    expectApiError(await step(id!, { stage: 'ready' }), 400);
    const someoneElses = await uploadPhoto(t.app, as(tokens.ibadan));
    expectApiError(await step(id!, { stage: 'ready', photoUrl: someoneElses.url }), 400);
    expectApiError(await step(id!, { stage: 'ready', photoUrl: 'https://x.example/a.jpg' }), 400);
    expectApiError(await step(id!, { stage: 'packing' }), 400);
    const own = await uploadPhoto(t.app, as(tokens.lagos));
    await step(id!, { stage: 'ready', photoUrl: own.url });
    await approve(id!);
    expectApiError(await step(id!, { stage: 'dispatched', courier: 'GIG' }), 400);
    expectApiError(await step(id!, { stage: 'dispatched', courier: ' ', trackingNote: 'x' }), 400);
  });
});

describe('decline', () => {
  it('needs a reason, then cancels and refunds in full, telling the shopper why', async () => {
    const [id] = await paidOrders([shop.agbada.id]);
    expectApiError(await decline(id!, '   '), 400);
    expectApiError(await post(`/api/tailor/orders/${id}/decline`, tokens.lagos, {}), 400);
    const res = await decline(id!, 'Fully booked until January');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      declineReason: 'Fully booked until January',
      paymentState: 'refund_pending',
    });
    await t.app.paystackSimulator!.processDue();
    await settled(t.app);
    const seen = await shopperView(id!);
    expect(seen).toMatchObject({ status: 'cancelled', paymentState: 'refunded' });
    expect(kinds(seen)).toEqual(['placed', 'paid', 'declined', 'refund_requested', 'refunded']);
    expect(seen.timeline.find((e) => e.kind === 'declined')!.note).toBe(
      'Fully booked until January',
    );
    const texts = (await messagesTo(t.db, SHOPPER_PHONE)).map((m) => m.body);
    expect(texts).toContainEqual(
      expect.stringMatching(
        /could not take your order.*"Fully booked until January".*back to your card through Paystack/,
      ),
    );
    expect(expectApiError(await accept(id!), 409).message).toBe(
      'This order was declined: it can no longer be accepted',
    );
    expectApiError(await decline(id!, 'Again'), 409);
  });

  it('of two declines, or a decline and an accept at once, one wins and one refund is made', async () => {
    const ids = await paidOrders([shop.agbada.id]);
    const [a] = ids;
    const answers = await Promise.all([decline(a!, 'Busy'), decline(a!, 'Busy, sorry')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, a!))).toHaveLength(1);

    const [b] = await paidOrders([shop.agbada.id]);
    const raced = await Promise.all([accept(b!), decline(b!, 'Busy')]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, b!));
    const refundRows = await t.db.select().from(refunds).where(eq(refunds.orderId, b!));
    expect(refundRows).toHaveLength(row!.status === 'cancelled' ? 1 : 0);
  });

  it('the shopper’s own cancel and the tailor’s accept cannot both win', async () => {
    const [id] = await paidOrders([shop.agbada.id]);
    const [cancelled, accepted] = await Promise.all([
      t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, payload: {} }),
      accept(id!),
    ]);
    expect([cancelled.statusCode, accepted.statusCode].sort()).toEqual([200, 409]);
  });
});

describe('the 48-hour rule', () => {
  it('declines and refunds a paid order nobody accepted, once, on a driven clock', async () => {
    const [late, answered] = await paidOrders([shop.agbada.id, shop.gele.id]);
    await accept(answered!, tokens.ibadan);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, late!));
    const deadline = row!.acceptBy!;

    // A minute early the order still waits; a minute late it is declined and refunded, once.
    const status = async () => (await shopperView(late!)).status;
    await t.app.tailorOrders.declineOverdue(new Date(+deadline - 60_000));
    expect(await status()).toBe('pending');
    expect(await t.app.tailorOrders.declineOverdue(new Date(+deadline + 60_000))).toBeGreaterThan(
      0,
    );
    expect(await status()).toBe('cancelled');
    expect(await t.app.tailorOrders.declineOverdue(new Date(+deadline + 120_000))).toBe(0);

    await t.app.paystackSimulator!.processDue();
    await settled(t.app);
    const seen = await shopperView(late!);
    expect(seen).toMatchObject({ status: 'cancelled', paymentState: 'refunded' });
    expect(kinds(seen)).toEqual([
      'placed',
      'paid',
      'acceptance_expired',
      'refund_requested',
      'refunded',
    ]);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, late!))).toHaveLength(1);
    expect((await shopperView(answered!)).status).toBe('in_progress');
    const shopperTexts = (await messagesTo(t.db, SHOPPER_PHONE)).map((m) => m.body);
    expect(shopperTexts).toContainEqual(expect.stringMatching(/did not accept your order.*48/));
    const tailorTexts = (await messagesTo(t.db, shop.tailorPhones.lagos)).map((m) => m.body);
    expect(tailorTexts).toContainEqual(expect.stringMatching(/not accepted within 48 hours/));
  });

  it('refuses an accept after the deadline, even before the job has run', async () => {
    const [id] = await paidOrders([shop.agbada.id]);
    await t.db
      .update(orders)
      .set({ acceptBy: new Date(Date.now() - 1000) })
      .where(eq(orders.id, id!));
    expect(expectApiError(await accept(id!), 409).message).toMatch(/48 hours.*have passed/);
  });
});

describe('finished orders, a page at a time (issue 29)', () => {
  it('answers only the tailor’s own finished orders, newest change first, and refuses bad pages', async () => {
    const [delivered] = await paidOrders([shop.agbada.id]);
    const [declined] = await paidOrders([shop.agbada.id]);
    const [open] = await paidOrders([shop.agbada.id]);
    expect((await accept(delivered!)).statusCode).toBe(200);
    await t.db
      .update(orders)
      .set({ status: 'completed', stage: 'delivered' })
      .where(eq(orders.id, delivered!));
    expect((await decline(declined!, 'Out of wine velvet')).statusCode).toBe(200);
    const page = await get('/api/tailor/orders/finished?page=1&pageSize=2', tokens.lagos);
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json() as {
      items: TailorOrder[];
      page: number;
      pageSize: number;
      total: number;
    };
    expect(body).toMatchObject({ page: 1, pageSize: 2 });
    expect(body.items.map((o) => o.id)).toEqual([declined, delivered]);
    expect(body.items[0]).toMatchObject({
      status: 'cancelled',
      declineReason: 'Out of wine velvet',
    });
    const ids = [];
    for (let n = 1; n <= Math.ceil(body.total / 2); n++) {
      const { items } = (
        await get(`/api/tailor/orders/finished?page=${n}&pageSize=2`, tokens.lagos)
      ).json() as { items: TailorOrder[] };
      ids.push(...items.map((o) => o.id));
    }
    expect(ids).toHaveLength(body.total);
    expect(ids).not.toContain(open);
    // The open list no longer carries them; another tailor sees none of them.
    const openList = (await get('/api/tailor/orders', tokens.lagos)).json() as TailorOrder[];
    expect(openList.map((o) => o.id)).toContain(open);
    expect(openList.map((o) => o.id)).not.toContain(delivered);
    const theirs = (await get('/api/tailor/orders/finished?pageSize=50', tokens.ibadan)).json() as {
      items: TailorOrder[];
    };
    expect(theirs.items.map((o) => o.id)).not.toContain(delivered);
    expect(theirs.items.map((o) => o.id)).not.toContain(declined);
    expectApiError(await get('/api/tailor/orders/finished?page=0', tokens.lagos), 400);
    expectApiError(await get('/api/tailor/orders/finished?pageSize=500', tokens.lagos), 400);
    expectApiError(await get('/api/tailor/orders/finished'), 401);
    expectApiError(await get('/api/tailor/orders/finished', tokens.shopper), 403);
  });
});
