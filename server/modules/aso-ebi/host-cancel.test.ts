import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, sewByDate } from '../../../shared/aso-ebi.ts';
import { lagosToday } from '../../../shared/dates.ts';
import { toKobo } from '../../../shared/money.ts';
import type { HostEvent } from '../../../shared/schemas/aso-ebi-host.ts';
import {
  asoEbiEvents,
  asoEbiMembers,
  measurements,
  orderEvents,
  orders,
  refunds,
  users,
} from '../../db/schema/index.ts';
import {
  buildShop,
  checkout,
  checkoutBody,
  fillCart,
  messagesTo,
  pay,
  settled,
  SHOPPER_PHONE,
  startCheckout,
} from '../../../test/checkout-world.ts';
import { insertEvent, insertMember } from '../../../test/event-world.ts';
import { buildMeasurements } from '../../../test/factories.ts';
import { expectApiError, insertUser, USER1 } from '../../../test/fixtures.ts';
import { cookieHeader, signIn } from '../../../test/sign-in.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { accounts } from '../money/ledger/accounts.ts';
import { balance, post } from '../money/ledger/ledger.ts';
import { createAsoEbiHost } from './host.service.ts';

/**
 * An event its host cancels before the lock (issue 32 item 6): every guest refunded in full
 * through the one cancellation path (card through Paystack, credit as credit), the books' escrow
 * emptied, everyone on the board texted; a cancelled or locked event is not cancelled again.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let shop: Awaited<ReturnType<typeof buildShop>>;
const HOST_PHONE = '+2348050000041';
const GUEST_PHONE = '+2348050000042';
const INVITED = '+2348050000043';
const CREDIT_KOBO = 1_000_000;
let hostToken = '';
let guestToken = '';
let guestId = '';

beforeAll(async () => {
  t = await createTestApp({ payments: { simulatorRefundMs: 0 } });
  shop = await buildShop(t.db);
  await insertUser(t.db, { phone: HOST_PHONE, fullName: 'Kunle Bello' });
  hostToken = (await signIn(t.app, HOST_PHONE)).token;
  const guest = await insertUser(t.db, { phone: GUEST_PHONE });
  guestId = guest.id;
  await t.db.insert(measurements).values(buildMeasurements(guestId));
  guestToken = (await signIn(t.app, GUEST_PHONE)).token;
  // ₦10,000 of store credit the guest's checkout spends first.
  await post(t.db, {
    kind: 'claim_credit',
    key: 'test-credit:guest',
    entries: [
      { account: accounts.guarantee, amountKobo: -CREDIT_KOBO },
      { account: accounts.credit(guestId), amountKobo: CREDIT_KOBO },
    ],
  });
});
afterAll(() => t?.close());

/** A guest's order paid through the real checkout and the simulator, then marked as the event's. */
async function paidEventOrder(
  event: { id: string; sewBy: string },
  productId: string,
  who: { userId: string; token?: string },
) {
  await fillCart(t.db, [productId], who.userId);
  const body = checkoutBody([productId], { delivery: { kind: 'pickup' } });
  let started = who.token ? undefined : await startCheckout(t.app, body);
  if (who.token) {
    const res = await checkout(t.app, body, cookieHeader(who.token));
    expect(res.statusCode, res.body).toBe(201);
    started = res.json();
  }
  await pay(t.app, started!.authorizationUrl, 'success');
  const [order] = await t.db
    .update(orders)
    .set({ eventId: event.id, acceptBy: null, neededBy: event.sewBy })
    .where(inArray(orders.id, started!.orderIds))
    .returning();
  expect(order!.paymentState).toBe('paid');
  return order!;
}

describe('cancelling an event before the lock', () => {
  it('refunds every paid guest in full, empties the escrow and texts everyone', async () => {
    const { event, looks } = await insertEvent(t.db, (await hostUser()).id, [
      { productId: shop.agbada.id, tailorId: shop.lagos.id, outfitKobo: 8_500_000 },
      { productId: shop.gele.id, tailorId: shop.ibadan.id, outfitKobo: 3_850_050 },
    ]);
    const byCard = await paidEventOrder(event, shop.agbada.id, { userId: USER1 });
    const withCredit = await paidEventOrder(event, shop.gele.id, {
      userId: guestId,
      token: guestToken,
    });
    expect(withCredit.creditKobo).toBe(CREDIT_KOBO);
    const [agbada, gele] = looks;
    const m1 = await insertMember(t.db, event, agbada!, USER1);
    const m2 = await insertMember(t.db, event, gele!, guestId);
    await t.db.update(asoEbiMembers).set({ orderId: byCard.id }).where(eq(asoEbiMembers.id, m1.id));
    await t.db
      .update(asoEbiMembers)
      .set({ orderId: withCredit.id })
      .where(eq(asoEbiMembers.id, m2.id));
    const unpaid = await insertUser(t.db, { phone: '+2348050000044' });
    await insertMember(t.db, event, agbada!, unpaid.id, { measured: false });
    await t.db
      .insert(asoEbiMembers)
      .values({ eventId: event.id, phone: INVITED, state: 'invited' });
    for (const o of [byCard, withCredit]) {
      expect(await balance(t.db, accounts.escrow(o.id))).toBe(toKobo(o.totalAmount));
    }

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/cancel`,
      payload: {},
      headers: cookieHeader(hostToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as HostEvent).status).toBe('cancelled');
    await settled(t.app);

    const after = await t.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [byCard.id, withCredit.id]));
    for (const order of after) {
      expect(order.status).toBe('cancelled');
      expect(order.paymentState).toBe('refunded');
      expect(await balance(t.db, accounts.escrow(order.id))).toBe(0);
    }
    const refundRows = await t.db
      .select()
      .from(refunds)
      .where(inArray(refunds.orderId, [byCard.id, withCredit.id]));
    expect(Object.fromEntries(refundRows.map((r) => [r.orderId, [r.amountKobo, r.state]]))).toEqual(
      {
        [byCard.id]: [toKobo(byCard.totalAmount), 'processed'],
        [withCredit.id]: [toKobo(withCredit.totalAmount) - CREDIT_KOBO, 'processed'],
      },
    );
    // Every kobo back where it came from: the card's charges refunded, the credit returned.
    expect(await balance(t.db, accounts.card(USER1))).toBe(0);
    expect(await balance(t.db, accounts.card(guestId))).toBe(0);
    expect(await balance(t.db, accounts.credit(guestId))).toBe(CREDIT_KOBO);
    const timeline = await t.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, byCard.id));
    expect(timeline.find((e) => e.kind === 'cancelled')?.note).toBe('The host cancelled the event');

    const cancelled = (phone: string) =>
      messagesTo(t.db, phone).then((ms) => ms.filter((m) => m.body.includes('has cancelled')));
    expect((await cancelled(SHOPPER_PHONE)).map((m) => m.body)).toEqual([
      expect.stringMatching(/₦\d[\d,.]* back to your card through Paystack\./),
    ]);
    expect((await cancelled(GUEST_PHONE))[0]!.body).toContain('₦10,000 back to your Telo credit');
    expect((await cancelled('+2348050000044'))[0]!.body).toContain('You have not been charged.');
    expect(await cancelled(INVITED)).toHaveLength(1);
    // No tailor is told: a held event order never reached her.
    expect(await cancelled(shop.tailorPhones.lagos)).toHaveLength(0);
  });

  it('refuses to cancel an event again, or once it is locked (409)', async () => {
    const host = await hostUser();
    for (const status of ['cancelled', 'locked'] as const) {
      const { event } = await insertEvent(
        t.db,
        host.id,
        [{ productId: shop.agbada.id, tailorId: shop.lagos.id, outfitKobo: 8_500_000 }],
        { status },
      );
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/events/${event.id}/cancel`,
        payload: {},
        headers: cookieHeader(hostToken),
      });
      expectApiError(res, 409);
      const [row] = await t.db.select().from(asoEbiEvents).where(eq(asoEbiEvents.id, event.id));
      expect(row!.status).toBe(status);
    }
  });

  it('a cancel cut short leaves nothing behind: the job cancels and refunds what is still pending', async () => {
    const host = await hostUser();
    const eventDate = addDays(lagosToday(), 70);
    const { event, looks } = await insertEvent(
      t.db,
      host.id,
      [{ productId: shop.agbada.id, tailorId: shop.lagos.id, outfitKobo: 8_500_000 }],
      { eventDate, sewBy: sewByDate(eventDate) },
    );
    const order = await paidEventOrder(event, shop.agbada.id, { userId: USER1 });
    const member = await insertMember(t.db, event, looks[0]!, USER1);
    await t.db
      .update(asoEbiMembers)
      .set({ orderId: order.id })
      .where(eq(asoEbiMembers.id, member.id));
    // The event's update committed, and the server stopped before its orders were cancelled.
    await t.db
      .update(asoEbiEvents)
      .set({ status: 'cancelled' })
      .where(eq(asoEbiEvents.id, event.id));
    const host2 = createAsoEbiHost({
      db: t.db,
      outbox: t.app.outbox,
      payments: t.app.payments,
      site: 'http://localhost:3000',
    });
    expect(await host2.finishCancellations()).toBe(1);
    expect(await host2.finishCancellations()).toBe(0);
    await settled(t.app);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'cancelled', paymentState: 'refunded' });
    expect(await balance(t.db, accounts.escrow(order.id))).toBe(0);
  });
});

async function hostUser() {
  const [row] = await t.db.select().from(users).where(eq(users.phone, HOST_PHONE));
  return row!;
}
