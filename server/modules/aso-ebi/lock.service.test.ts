/**
 * The aso-ebi lock (issue 32 item 5, decision 054): driven by the job's own function with a
 * given clock, and by the host's Lock now. Unpaid guests are dropped and told; paid guests'
 * orders go to their tailors with 48 hours to accept, due by the sew-by date; each text once; a
 * second run changes nothing; a payment that lands after the lock is refunded in full.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, lockAt } from '../../../shared/aso-ebi.ts';
import {
  asoEbiEvents,
  asoEbiMembers,
  checkouts,
  orderEvents,
  orders,
  outboundMessages,
  payments,
  refunds,
  users,
} from '../../db/schema/index.ts';
import { accounts } from '../money/ledger/accounts.ts';
import { balance } from '../money/ledger/ledger.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { buildShop, messagesTo } from '../../../test/checkout-world.ts';
import { insertEvent, insertMember } from '../../../test/event-world.ts';
import { guestPaying, paystackSaysPaid, settlePayment } from '../../../test/event-lock-world.ts';
import { clearShopperData, expectApiError, insertUser } from '../../../test/fixtures.ts';
import { cookieHeader, signIn } from '../../../test/sign-in.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let shop: Awaited<ReturnType<typeof buildShop>>;
let host: { id: string; token: string };
const HOST_PHONE = '+2348061110001';

beforeAll(async () => {
  t = await createTestApp({ payments: { simulatorRefundMs: 0 } });
  shop = await buildShop(t.db);
  const signed = await signIn(t.app, HOST_PHONE);
  host = { id: signed.signedIn.me.id!, token: signed.token };
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.delete(refunds);
  await t.db.delete(asoEbiMembers);
  await clearShopperData(t.db);
  await t.db.delete(payments);
  await t.db.delete(checkouts);
  await t.db.delete(asoEbiEvents);
  await t.db.delete(outboundMessages);
});

let guests = 0;
async function guest() {
  guests += 1;
  const phone = `+23480700${String(guests).padStart(5, '0')}`;
  return insertUser(t.db, { phone, username: `guest${guests}` });
}

async function eventWithGuests() {
  const { event, looks } = await insertEvent(t.db, host.id, [
    {
      productId: shop.agbada.id,
      tailorId: shop.lagos.id,
      outfitKobo: 8_500_000,
      marginKobo: 500_000,
    },
  ]);
  const look = looks[0]!;
  const paid = await guest();
  const unpaid = await guest();
  const notStarted = await guest();
  const paidMember = await insertMember(t.db, event, look, paid.id, { order: 'paid' });
  const unpaidMember = await insertMember(t.db, event, look, unpaid.id, { order: 'unpaid' });
  const idleMember = await insertMember(t.db, event, look, notStarted.id, { measured: false });
  return { event, look, paid, unpaid, notStarted, paidMember, unpaidMember, idleMember };
}

const memberRow = async (id: string) =>
  (await t.db.select().from(asoEbiMembers).where(eq(asoEbiMembers.id, id)))[0]!;
const orderRow = async (id: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const stepsOf = async (orderId: string) =>
  (await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map(
    (e) => e.kind,
  );
const phoneOf = async (userId: string) =>
  (await t.db.select().from(users).where(eq(users.id, userId)))[0]!.phone!;

describe('the events-lock job', () => {
  it('waits for the end of the pay-by date in Lagos, then locks the event once', async () => {
    const w = await eventWithGuests();
    const lockTime = lockAt(w.event.payBy);
    expect(await t.app.eventLock.lockDue(new Date(lockTime.getTime() - 1000))).toEqual([]);
    expect((await memberRow(w.unpaidMember.id)).state).toBe('joined');

    const [result] = await t.app.eventLock.lockDue(lockTime);
    expect(result).toEqual({ eventId: w.event.id, paid: 1, dropped: 2 });
    const [event] = await t.db.select().from(asoEbiEvents).where(eq(asoEbiEvents.id, w.event.id));
    expect(event!.status).toBe('locked');
    expect(event!.lockedAt?.toISOString()).toBe(lockTime.toISOString());
  });

  it('drops the unpaid, cancels their orders, and sends the paid orders to the tailor', async () => {
    const w = await eventWithGuests();
    const now = lockAt(w.event.payBy);
    await t.app.eventLock.lockDue(now);

    expect((await memberRow(w.unpaidMember.id)).state).toBe('dropped');
    expect((await memberRow(w.idleMember.id)).state).toBe('dropped');
    expect((await memberRow(w.paidMember.id)).state).toBe('joined');
    const cancelled = await orderRow(w.unpaidMember.orderId!);
    expect([cancelled.status, cancelled.paymentState]).toEqual(['cancelled', 'unpaid']);
    expect(await stepsOf(cancelled.id)).toContain('cancelled');

    const sent = await orderRow(w.paidMember.orderId!);
    expect(sent.status).toBe('pending');
    expect(sent.acceptBy?.getTime()).toBe(now.getTime() + 48 * 60 * 60 * 1000);
    expect(sent.neededBy).toBe(w.event.sewBy);
    expect(await stepsOf(sent.id)).toEqual(['event_locked']);
  });

  it('texts the tailor once, each dropped guest once and the host a summary', async () => {
    const w = await eventWithGuests();
    await t.app.eventLock.lockDue(lockAt(w.event.payBy));
    await t.app.outbox.idle();

    const tailorTexts = await messagesTo(t.db, shop.tailorPhones.lagos);
    expect(tailorTexts.map((m) => m.body)).toEqual([
      expect.stringContaining(
        `1 new paid aso-ebi order for Tolu & Kunle’s Wedding (${shop.agbada.name}), due by`,
      ),
    ]);
    for (const dropped of [w.unpaid, w.notStarted]) {
      const texts = await messagesTo(t.db, await phoneOf(dropped.id));
      expect(texts.map((m) => m.body)).toEqual([expect.stringContaining('closed on')]);
    }
    expect(await messagesTo(t.db, await phoneOf(w.paid.id))).toEqual([]);
    const hostTexts = (await messagesTo(t.db, HOST_PHONE)).filter((m) => !/code/.test(m.body));
    expect(hostTexts.map((m) => m.body)).toEqual([
      expect.stringMatching(/is locked\. 1 paid guest: .* 2 unpaid guests dropped and told\./),
    ]);
  });

  it('run again (or by a second instance) changes nothing and texts nobody twice', async () => {
    const w = await eventWithGuests();
    const now = lockAt(w.event.payBy);
    await t.app.eventLock.lockDue(now);
    const textsAfterOne = (await t.db.select().from(outboundMessages)).length;
    const sent = await orderRow(w.paidMember.orderId!);

    expect(await t.app.eventLock.lockDue(new Date(now.getTime() + 60_000))).toEqual([]);
    expect(await t.app.eventLock.lock(w.event.id, new Date(now.getTime() + 120_000))).toBe(
      undefined,
    );
    expect((await t.db.select().from(outboundMessages)).length).toBe(textsAfterOne);
    expect((await orderRow(sent.id)).acceptBy).toEqual(sent.acceptBy);
    expect(await stepsOf(sent.id)).toEqual(['event_locked']);
  });

  it('leaves cancelled events and events still paying alone', async () => {
    const w = await eventWithGuests();
    const later = await insertEvent(
      t.db,
      host.id,
      [{ productId: shop.agbada.id, tailorId: shop.lagos.id, outfitKobo: 8_500_000 }],
      { payBy: addDays(w.event.payBy, 1) },
    );
    await t.db
      .update(asoEbiEvents)
      .set({ status: 'cancelled' })
      .where(eq(asoEbiEvents.id, w.event.id));
    expect(await t.app.eventLock.lockDue(lockAt(w.event.payBy))).toEqual([]);
    const statuses = await t.db
      .select({ status: asoEbiEvents.status })
      .from(asoEbiEvents)
      .where(inArray(asoEbiEvents.id, [w.event.id, later.event.id]));
    expect(statuses.map((s) => s.status).sort()).toEqual(['cancelled', 'open']);
  });
});

describe('POST /api/events/:id/lock (the host locks early)', () => {
  const lockNow = (eventId: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/events/${eventId}/lock`, payload: {}, headers });

  it('locks her own open event now, with the job’s effects', async () => {
    const w = await eventWithGuests();
    const res = await lockNow(w.event.id, cookieHeader(host.token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ eventId: w.event.id, paid: 1, dropped: 2 });
    expect((await orderRow(w.paidMember.orderId!)).acceptBy).not.toBeNull();
  });

  it('answers 409 once locked, and for a cancelled event; nothing changes', async () => {
    const w = await eventWithGuests();
    expect((await lockNow(w.event.id, cookieHeader(host.token))).statusCode).toBe(200);
    const again = expectApiError(await lockNow(w.event.id, cookieHeader(host.token)), 409);
    expect(again.message).toBe('This event is already locked.');

    const other = await insertEvent(t.db, host.id, [
      { productId: shop.agbada.id, tailorId: shop.lagos.id, outfitKobo: 8_500_000 },
    ]);
    await t.db
      .update(asoEbiEvents)
      .set({ status: 'cancelled' })
      .where(eq(asoEbiEvents.id, other.event.id));
    const cancelled = expectApiError(await lockNow(other.event.id, cookieHeader(host.token)), 409);
    expect(cancelled.message).toMatch(/cancelled/);
  });

  it('is refused to anyone but the host: 401 signed out, 404 for another account', async () => {
    const w = await eventWithGuests();
    expectApiError(await lockNow(w.event.id), 401);
    const stranger = await signIn(t.app, '+2348069990009');
    const res = expectApiError(await lockNow(w.event.id, cookieHeader(stranger.token)), 404);
    expect(res.message).toBe('Event not found');
    expectApiError(await lockNow('no-such-event', cookieHeader(host.token)), 404);
    const [event] = await t.db.select().from(asoEbiEvents).where(eq(asoEbiEvents.id, w.event.id));
    expect(event!.status).toBe('open');
    expect((await memberRow(w.unpaidMember.id)).state).toBe('joined');
  });
});

describe('the lock racing a late payment', () => {
  async function racingEvent() {
    const { event, looks } = await insertEvent(t.db, host.id, [
      {
        productId: shop.agbada.id,
        tailorId: shop.lagos.id,
        outfitKobo: 8_500_000,
        marginKobo: 500_000,
      },
    ]);
    const late = await guest();
    const paying = await guestPaying(t.db, event, looks[0]!, late.id);
    return { event, late, paying, totalKobo: 9_000_000 };
  }

  it('a payment that lands after the lock is refunded in full: card net 0, escrow 0', async () => {
    const w = await racingEvent();
    await t.app.eventLock.lock(w.event.id);
    const [checkout] = await t.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.id, w.paying.checkoutId));
    expect(checkout!.state).toBe('closed');

    await paystackSaysPaid(t.db, w.paying.reference, w.totalKobo);
    await settlePayment(t.app, w.paying.reference);

    expect((await memberRow(w.paying.member.id)).state).toBe('dropped');
    const order = await orderRow(w.paying.order.id);
    expect([order.status, order.acceptBy]).toEqual(['cancelled', null]);
    const [refund] = await t.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentReference, w.paying.reference));
    expect(refund).toMatchObject({ amountKobo: w.totalKobo, state: 'processed' });
    expect(await balance(t.db, accounts.card(w.late.id))).toBe(0);
    expect(await balance(t.db, accounts.escrow(order.id))).toBe(0);
    expect(await balance(t.db, accounts.refund(refund!.id))).toBe(0);
    const texts = (await messagesTo(t.db, await phoneOf(w.late.id))).map((m) => m.body);
    expect(texts).toContainEqual(expect.stringContaining('It is being refunded in full.'));
  });

  it('a payment that lands just before the lock makes the guest paid and sent, never dropped', async () => {
    const w = await racingEvent();
    await paystackSaysPaid(t.db, w.paying.reference, w.totalKobo);
    await settlePayment(t.app, w.paying.reference);
    const result = await t.app.eventLock.lock(w.event.id);

    expect(result).toEqual({ eventId: w.event.id, paid: 1, dropped: 0 });
    expect((await memberRow(w.paying.member.id)).state).toBe('joined');
    const order = await orderRow(w.paying.order.id);
    expect([order.status, order.paymentState, order.neededBy]).toEqual([
      'pending',
      'paid',
      w.event.sewBy,
    ]);
    expect(await stepsOf(order.id)).toContain('event_locked');
    expect(await balance(t.db, accounts.escrow(order.id))).toBe(w.totalKobo);
    const refunded = await t.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.paymentReference, w.paying.reference)));
    expect(refunded).toEqual([]);
  });
});
