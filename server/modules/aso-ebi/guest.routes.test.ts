/**
 * The guest's side of an aso-ebi event (issue 32 items 2 and 3): the public event, joining a look
 * under its capacity, attaching measurements, paying her own share through the checkout (held
 * from the tailor until the lock), and leaving with a full refund.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { PublicEvent } from '../../../shared/schemas/aso-ebi-guest.ts';
import {
  asoEbiEvents,
  asoEbiMembers,
  orders,
  outboundMessages,
  users,
} from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { USER1, expectApiError, insertUser } from '../../../test/fixtures.ts';
import {
  SHOPPER_PHONE,
  buildShop,
  lagosAddress,
  messagesTo,
  pay,
  settled,
} from '../../../test/checkout-world.ts';
import { insertEvent, insertMember } from '../../../test/event-world.ts';
import { cookieHeader, signIn } from '../../../test/sign-in.ts';
import { accounts } from '../money/ledger/accounts.ts';
import { balance, post as postLedger } from '../money/ledger/ledger.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let shop: Awaited<ReturnType<typeof buildShop>>;
let host: { id: string };
/** A second guest, signed in, without saved measurements. */
const other = { token: '', id: '', phone: '+2348059990009' };

const hostAddress = {
  name: 'Tolu Adeyemi',
  phone: '08031234567',
  street: '5 Bourdillon Road, Ikoyi',
  city: 'Lagos',
  state: 'Lagos' as const,
};

beforeAll(async () => {
  t = await createTestApp({ payments: { simulatorRefundMs: 0, simulatorTransferMs: 0 } });
  shop = await buildShop(t.db);
  host = await insertUser(t.db, { fullName: 'Tolu Adeyemi', phone: '+2348030000001' });
  other.id = (await insertUser(t.db, { fullName: 'Bisi Alade', phone: other.phone })).id;
  other.token = (await signIn(t.app, other.phone)).token;
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.delete(outboundMessages);
});

/** An open event: the agbada (₦85,000, ₦5,000 margin) to each guest, the gele set to the host. */
async function makeEvent(options: { capacity?: number; showGuestNames?: boolean } = {}) {
  return insertEvent(
    t.db,
    host.id,
    [
      {
        productId: shop.agbada.id,
        tailorId: shop.lagos.id,
        outfitKobo: 8_500_000,
        marginKobo: 500_000,
        ...(options.capacity ? { capacity: options.capacity } : {}),
      },
      {
        productId: shop.gele.id,
        tailorId: shop.ibadan.id,
        outfitKobo: 3_850_050,
        distribution: 'host',
      },
    ],
    { hostAddress, showGuestNames: options.showGuestNames ?? false, note: 'Wine and gold, please' },
  );
}

const get = (url: string, token?: string) => t.app.inject({ url, headers: cookieHeader(token) });
const post = (url: string, payload: object = {}, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookieHeader(token) });
const join = (eventId: string, lookId: string, token?: string, sizeNote = 'Usually a 14') =>
  post(`/api/events/${eventId}/join`, { lookId, sizeNote }, token);
const measure = (eventId: string, token?: string) =>
  post(`/api/events/${eventId}/measurements`, {}, token);
const payShare = (eventId: string, body: object, token?: string) =>
  post(`/api/events/${eventId}/pay`, body, token);
const toAddress = { delivery: { kind: 'delivery', address: lagosAddress } };

async function orderOf(orderId: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

describe('GET /api/events/:id', () => {
  it('answers the event as any visitor sees it: looks, price lines, places, deadlines', async () => {
    const { event, looks } = await makeEvent({ capacity: 3 });
    await insertMember(t.db, event, looks[0]!, other.id, { name: 'Bisi' });
    const res = await get(`/api/events/${event.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as PublicEvent;
    expect(body).toMatchObject({
      name: 'Tolu & Kunle’s Wedding',
      kind: 'wedding',
      hostFirstName: 'Tolu',
      note: 'Wine and gold, please',
      payBy: event.payBy,
      sewBy: event.sewBy,
      status: 'open',
      joinedCount: 1,
      guestNames: null,
    });
    expect(body.looks[0]).toMatchObject({
      product: { name: 'Wine Velvet Owambe Agbada', category: 'Agbada' },
      tailor: { businessName: 'Lekki Agbada House' },
      outfit: 85_000,
      hostMargin: 5_000,
      distribution: 'guests',
      capacity: 3,
      placesLeft: 2,
    });
    expect(body.looks[1]).toMatchObject({ outfit: 38_500.5, hostMargin: 0, distribution: 'host' });
    // Nothing of any guest: no phone, no name, no address.
    expect(res.body).not.toContain(other.phone);
    expect(res.body).not.toContain('Bisi');
    expect(res.body).not.toContain(hostAddress.street);
  });

  it('shows the joined guests’ first names only when the host allows it', async () => {
    const { event, looks } = await makeEvent({ showGuestNames: true });
    await insertMember(t.db, event, looks[0]!, other.id, { name: 'Bisi Alade' });
    const body = (await get(`/api/events/${event.id}`)).json() as PublicEvent;
    expect(body.guestNames).toEqual(['Bisi']);
  });

  it('404 for an unknown event, 400 for an id that cannot be one', async () => {
    expectApiError(await get('/api/events/no-such-event'), 404);
    expectApiError(await get('/api/events/me/me'), 404);
    expectApiError(await get('/api/events/a.b'), 400);
  });
});

describe('joining', () => {
  it('joins a look with a size note; joining again changes them while unpaid', async () => {
    const { event, looks } = await makeEvent();
    expect((await get(`/api/events/${event.id}/me`)).json()).toBeNull();
    const res = await join(event.id, looks[0]!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'joined',
      stage: 'joined',
      lookId: looks[0]!.id,
      sizeNote: 'Usually a 14',
      measured: false,
      order: null,
    });
    const again = await join(event.id, looks[1]!.id, undefined, 'Size 16');
    expect(again.json()).toMatchObject({ lookId: looks[1]!.id, sizeNote: 'Size 16' });
    const members = await t.db
      .select()
      .from(asoEbiMembers)
      .where(eq(asoEbiMembers.eventId, event.id));
    expect(members).toHaveLength(1);
    expect((await get(`/api/events/${event.id}`)).json()).toMatchObject({ joinedCount: 1 });
    expect((await get(`/api/events/${event.id}/me`)).json()).toMatchObject({ sizeNote: 'Size 16' });
  });

  it('409 when the look is full; a place freed by leaving is taken again', async () => {
    const { event, looks } = await makeEvent({ capacity: 1 });
    expect((await join(event.id, looks[0]!.id, other.token)).statusCode).toBe(200);
    const full = await join(event.id, looks[0]!.id);
    expectApiError(full, 409);
    expect(full.json().message).toMatch(/full/);
    expect((await post(`/api/events/${event.id}/leave`, {}, other.token)).statusCode).toBe(200);
    expect((await join(event.id, looks[0]!.id)).statusCode).toBe(200);
  });

  it('claims the host’s invitation to her phone instead of making a second member', async () => {
    const { event, looks } = await makeEvent();
    await t.db.insert(asoEbiMembers).values({
      eventId: event.id,
      phone: SHOPPER_PHONE,
      name: 'Aunty Chi',
      state: 'invited',
    });
    expect((await join(event.id, looks[0]!.id)).statusCode).toBe(200);
    const rows = await t.db.select().from(asoEbiMembers).where(eq(asoEbiMembers.eventId, event.id));
    expect(rows).toEqual([
      expect.objectContaining({ userId: USER1, phone: SHOPPER_PHONE, state: 'joined' }),
    ]);
  });

  it('refuses bad bodies (400), an unknown look (404) and a locked or cancelled event (409)', async () => {
    const { event, looks } = await makeEvent();
    expectApiError(await post(`/api/events/${event.id}/join`, {}), 400);
    expectApiError(
      await post(`/api/events/${event.id}/join`, { lookId: 'x', sizeNote: 'x'.repeat(201) }),
      400,
    );
    expectApiError(await post(`/api/events/${event.id}/join`, { lookId: 5 }), 400);
    expectApiError(await join(event.id, 'not-a-look'), 404);
    expectApiError(await join('no-such-event', looks[0]!.id), 404);
    const other = await makeEvent();
    expectApiError(await join(event.id, other.looks[0]!.id), 404);
    await t.db.update(asoEbiEvents).set({ status: 'locked' }).where(eq(asoEbiEvents.id, event.id));
    const locked = await join(event.id, looks[0]!.id);
    expectApiError(locked, 409);
    expect(locked.json().message).toMatch(/locked/);
    await t.db
      .update(asoEbiEvents)
      .set({ status: 'cancelled' })
      .where(eq(asoEbiEvents.id, other.event.id));
    expectApiError(await join(other.event.id, other.looks[0]!.id), 409);
  });
});

describe('measurements', () => {
  it('copies her saved measurements onto her membership; 409 without any, or before joining', async () => {
    const { event, looks } = await makeEvent();
    expectApiError(await measure(event.id), 409);
    await join(event.id, looks[0]!.id);
    const res = await measure(event.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ measured: true, stage: 'measured' });
    const [member] = await t.db
      .select()
      .from(asoEbiMembers)
      .where(and(eq(asoEbiMembers.eventId, event.id), eq(asoEbiMembers.userId, USER1)));
    expect(member!.measurements).toMatchObject({ unit: 'inches' });

    await join(event.id, looks[0]!.id, other.token);
    const none = await measure(event.id, other.token);
    expectApiError(none, 409);
    expect(none.json().message).toMatch(/no saved measurements/);
  });
});

describe('paying her share', () => {
  it('409 unless joined and measured; 400 without a delivery for a look sent to each guest', async () => {
    const { event, looks } = await makeEvent();
    expectApiError(await payShare(event.id, toAddress), 409);
    await join(event.id, looks[0]!.id);
    const unmeasured = await payShare(event.id, toAddress);
    expectApiError(unmeasured, 409);
    expect(unmeasured.json().message).toMatch(/measurements/);
    await measure(event.id);
    expectApiError(await payShare(event.id, {}), 400);
    expectApiError(await payShare(event.id, { delivery: { kind: 'boat' } }), 400);
  });

  it('one held order: outfit + margin + delivery, due by the sew-by date; the tailor hears nothing until the lock', async () => {
    const { event, looks } = await makeEvent();
    await join(event.id, looks[0]!.id);
    await measure(event.id);
    const res = await payShare(event.id, toAddress);
    expect(res.statusCode, res.body).toBe(201);
    const started = res.json();
    expect(started.orderIds).toHaveLength(1);
    // The same request again: the same attempt's link, no second order.
    const again = (await payShare(event.id, toAddress)).json();
    expect(again).toEqual(started);
    const orderId = started.orderIds[0] as string;
    expect(await orderOf(orderId)).toMatchObject({
      eventId: event.id,
      hostMarginKobo: 500_000,
      basePrice: 85_000,
      deliveryFee: 1_500,
      totalAmount: 91_500,
      neededBy: event.sewBy,
      notes: 'Usually a 14',
      status: 'pending',
      paymentState: 'unpaid',
    });
    expect((await orderOf(orderId)).measurements).toMatchObject({ unit: 'inches' });

    await pay(t.app, started.authorizationUrl, 'success');
    const paid = await orderOf(orderId);
    expect(paid).toMatchObject({ paymentState: 'paid', status: 'pending', acceptBy: null });
    expect(await messagesTo(t.db, shop.tailorPhones.lagos)).toEqual([]);
    const [receipt] = await messagesTo(t.db, SHOPPER_PHONE);
    expect(receipt!.body).toContain('Tolu & Kunle’s Wedding');
    expect(receipt!.body).toContain(`/events/${event.id}`);
    // Not in the tailor's queue while held.
    await t.db
      .update(users)
      .set({ roles: ['shopper', 'tailor'] })
      .where(eq(users.id, shop.lagos.userId));
    const tailor = await signIn(t.app, shop.tailorPhones.lagos);
    const queue = await get('/api/tailor/orders', tailor.token);
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().map((o: { id: string }) => o.id)).not.toContain(orderId);
    expectApiError(await post(`/api/tailor/orders/${orderId}/accept`, {}, tailor.token), 404);
    // Paid: asked again, her receipt's confirmation; still one order.
    const repeated = (await payShare(event.id, toAddress)).json();
    expect(repeated.orderIds).toEqual([orderId]);
    expect((await get(`/api/events/${event.id}/me`)).json()).toMatchObject({
      stage: 'paid',
      order: { id: orderId, paymentState: 'paid' },
    });
    // Her orders list has it as any order.
    const list = await get(`/api/users/${USER1}/orders`);
    expect(list.json().map((o: { id: string }) => o.id)).toContain(orderId);
  });

  it('a look delivered to the host goes to the host’s address and takes no delivery from the guest', async () => {
    const { event, looks } = await makeEvent();
    await join(event.id, looks[1]!.id);
    await measure(event.id);
    expectApiError(await payShare(event.id, toAddress), 400);
    const res = await payShare(event.id, {});
    expect(res.statusCode, res.body).toBe(201);
    const order = await orderOf(res.json().orderIds[0]);
    // Ibadan (Oyo) to Lagos crosses Ogun: ₦5,000.
    expect(order).toMatchObject({ totalAmount: 43_500.5, deliveryFee: 5_000 });
    expect(order.delivery).toMatchObject({
      kind: 'delivery',
      address: { street: hostAddress.street },
    });
  });

  it('a changed delivery replaces her unpaid order: still one open order for her', async () => {
    const { event, looks } = await makeEvent();
    await join(event.id, looks[0]!.id);
    await measure(event.id);
    const first = (await payShare(event.id, toAddress)).json();
    const second = (await payShare(event.id, { delivery: { kind: 'pickup' } })).json();
    expect(second.orderIds[0]).not.toBe(first.orderIds[0]);
    expect(await orderOf(first.orderIds[0])).toMatchObject({ status: 'cancelled' });
    expect(await orderOf(second.orderIds[0])).toMatchObject({
      status: 'pending',
      totalAmount: 90_000,
    });
  });

  it('409 after the lock', async () => {
    const { event, looks } = await makeEvent();
    await join(event.id, looks[0]!.id);
    await measure(event.id);
    await t.db.update(asoEbiEvents).set({ status: 'locked' }).where(eq(asoEbiEvents.id, event.id));
    expectApiError(await payShare(event.id, toAddress), 409);
    expectApiError(await measure(event.id), 409);
  });
});

describe('leaving', () => {
  it('before the lock: her paid order cancelled and refunded in full, her place freed, texted', async () => {
    const { event, looks } = await makeEvent({ capacity: 1 });
    await join(event.id, looks[0]!.id);
    await measure(event.id);
    const cardBefore = await balance(t.db, accounts.card(USER1));
    const started = (await payShare(event.id, toAddress)).json();
    await pay(t.app, started.authorizationUrl, 'success');
    const orderId = started.orderIds[0] as string;
    expect(await balance(t.db, accounts.escrow(orderId))).toBe(9_150_000);
    expect(await balance(t.db, accounts.card(USER1))).toBe(cardBefore - 9_150_000);
    await t.db.delete(outboundMessages);

    const res = await post(`/api/events/${event.id}/leave`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'left', stage: 'left' });
    await settled(t.app);
    expect(await orderOf(orderId)).toMatchObject({ status: 'cancelled', paymentState: 'refunded' });
    expect(await balance(t.db, accounts.escrow(orderId))).toBe(0);
    // The card was charged ₦91,500 and given all of it back.
    expect(await balance(t.db, accounts.card(USER1))).toBe(cardBefore);
    const texts = (await messagesTo(t.db, SHOPPER_PHONE)).map((m) => m.body);
    expect(texts.some((b) => b.startsWith('Telo: you have left Tolu & Kunle’s Wedding.'))).toBe(
      true,
    );
    expect(await messagesTo(t.db, shop.tailorPhones.lagos)).toEqual([]);
    // Her place is free for another guest; leaving again changes nothing.
    expect((await get(`/api/events/${event.id}`)).json().looks[0].placesLeft).toBe(1);
    expect((await post(`/api/events/${event.id}/leave`)).json()).toMatchObject({ state: 'left' });
  });

  it('unpaid: her order cancelled with nothing to refund; she may join again for a new order', async () => {
    const { event, looks } = await makeEvent();
    await join(event.id, looks[0]!.id);
    await measure(event.id);
    const first = (await payShare(event.id, toAddress)).json();
    const left = await post(`/api/events/${event.id}/leave`);
    expect(left.json()).toMatchObject({
      state: 'left',
      order: { status: 'cancelled', paymentState: 'unpaid' },
    });
    const [text] = await messagesTo(t.db, SHOPPER_PHONE);
    expect(text!.body).toMatch(
      /^Telo: you have left Tolu & Kunle’s Wedding\. Order #\w+ is cancelled\.$/,
    );
    // Back again: joined, measured as before, and a new order when she pays.
    expect((await join(event.id, looks[0]!.id)).json()).toMatchObject({
      state: 'joined',
      order: null,
    });
    const again = (await payShare(event.id, toAddress)).json();
    expect(again.orderIds[0]).not.toBe(first.orderIds[0]);
  });

  it('paid with credit and card: the card part back through Paystack, the credit back as credit', async () => {
    const { event, looks } = await makeEvent();
    await t.db.transaction((tx) =>
      postLedger(tx, {
        kind: 'claim_credit',
        key: `test-credit:${event.id}`,
        entries: [
          { account: accounts.guarantee, amountKobo: -2_000_000 },
          { account: accounts.credit(USER1), amountKobo: 2_000_000 },
        ],
      }),
    );
    await join(event.id, looks[0]!.id);
    await measure(event.id);
    const started = (await payShare(event.id, { delivery: { kind: 'pickup' } })).json();
    await pay(t.app, started.authorizationUrl, 'success');
    const orderId = started.orderIds[0] as string;
    expect(await orderOf(orderId)).toMatchObject({ creditKobo: 2_000_000, paymentState: 'paid' });
    const [receipt] = await messagesTo(t.db, SHOPPER_PHONE);
    expect(receipt!.body).toContain('₦70,000 by card through Paystack + ₦20,000 Telo credit');
    await t.db.delete(outboundMessages);
    await post(`/api/events/${event.id}/leave`);
    await settled(t.app);
    expect(await balance(t.db, accounts.credit(USER1))).toBe(2_000_000);
    expect(await balance(t.db, accounts.escrow(orderId))).toBe(0);
    const [text] = await messagesTo(t.db, SHOPPER_PHONE);
    expect(text!.body).toContain(
      '₦70,000 back to your card through Paystack; ₦20,000 back to your Telo credit',
    );
  });

  it('paid in full with credit: no Paystack, held, and all of it back as credit on leaving', async () => {
    const { event, looks } = await makeEvent();
    await t.db.transaction((tx) =>
      postLedger(tx, {
        kind: 'claim_credit',
        key: `test-credit:${event.id}`,
        entries: [
          { account: accounts.guarantee, amountKobo: -9_000_000 },
          { account: accounts.credit(USER1), amountKobo: 9_000_000 },
        ],
      }),
    );
    const creditBefore = await balance(t.db, accounts.credit(USER1));
    await join(event.id, looks[0]!.id);
    await measure(event.id);
    const started = (await payShare(event.id, { delivery: { kind: 'pickup' } })).json();
    expect(started.authorizationUrl).toMatch(/^\/checkout\/complete\?reference=/);
    const orderId = started.orderIds[0] as string;
    expect(await orderOf(orderId)).toMatchObject({ paymentState: 'paid', acceptBy: null });
    await post(`/api/events/${event.id}/leave`);
    await settled(t.app);
    expect(await orderOf(orderId)).toMatchObject({ status: 'cancelled', paymentState: 'refunded' });
    expect(await balance(t.db, accounts.credit(USER1))).toBe(creditBefore);
  });

  it('409 after the lock, and for someone who never joined', async () => {
    const { event, looks } = await makeEvent();
    await join(event.id, looks[0]!.id);
    expectApiError(await post(`/api/events/${event.id}/leave`, {}, other.token), 409);
    await t.db.update(asoEbiEvents).set({ status: 'locked' }).where(eq(asoEbiEvents.id, event.id));
    expectApiError(await post(`/api/events/${event.id}/leave`), 409);
    expect((await get(`/api/events/${event.id}/me`)).json()).toMatchObject({ state: 'joined' });
  });
});

describe('another guest', () => {
  it('reaches only her own membership: the demo shopper’s is untouched by her writes', async () => {
    const { event, looks } = await makeEvent();
    await join(event.id, looks[0]!.id);
    await measure(event.id);
    const mine = (await get(`/api/events/${event.id}/me`)).json();
    expect((await get(`/api/events/${event.id}/me`, other.token)).json()).toBeNull();
    expectApiError(await measure(event.id, other.token), 409);
    expectApiError(await payShare(event.id, toAddress, other.token), 409);
    expectApiError(await post(`/api/events/${event.id}/leave`, {}, other.token), 409);
    const hers = (await join(event.id, looks[1]!.id, other.token, 'Size 10')).json();
    expect(hers.id).not.toBe(mine.id);
    expect((await get(`/api/events/${event.id}/me`)).json()).toEqual(mine);
  });
});
