import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/aso-ebi.ts';
import { lagosToday } from '../../../shared/dates.ts';
import type { EventBoard } from '../../../shared/schemas/aso-ebi-host.ts';
import { asoEbiEvents, asoEbiMembers } from '../../db/schema/index.ts';
import { buildShop, messagesTo } from '../../../test/checkout-world.ts';
import { insertEvent, insertMember } from '../../../test/event-world.ts';
import { insertUser, USER1 } from '../../../test/fixtures.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { createEventReminders } from './host-reminders.ts';

/**
 * The `events-reminders` job (issue 32 item 4): 7, 3 and 1 days before the pay-by date, each
 * member who joined and has not both measured and paid is texted once per step, however often
 * the job runs, on one instance or two at once. The clock is driven as the job would meet it.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let reminders: ReturnType<typeof createEventReminders>;
const today = lagosToday();
const payBy = addDays(today, 10);
/** 10:00 in Lagos on `date`. */
const at = (date: string) => new Date(`${date}T09:00:00Z`);
const phones = {
  unmeasured: '+2348070000001',
  unpaid: '+2348070000002',
  paid: '+2348070000003',
  left: '+2348070000004',
};
let eventId = '';

beforeAll(async () => {
  t = await createTestApp();
  const shop = await buildShop(t.db);
  reminders = createEventReminders({ db: t.db, outbox: t.app.outbox, site: 'https://telo.ng' });
  const { event, looks } = await insertEvent(
    t.db,
    USER1,
    [{ productId: shop.agbada.id, tailorId: shop.lagos.id, outfitKobo: 8_500_000 }],
    { payBy },
  );
  eventId = event.id;
  const look = looks[0]!;
  const user = (phone: string) => insertUser(t.db, { phone });
  await insertMember(t.db, event, look, (await user(phones.unmeasured)).id, { measured: false });
  await insertMember(t.db, event, look, (await user(phones.unpaid)).id, { order: 'unpaid' });
  await insertMember(t.db, event, look, (await user(phones.paid)).id, { order: 'paid' });
  const left = await insertMember(t.db, event, look, (await user(phones.left)).id, {
    measured: false,
  });
  await t.db.update(asoEbiMembers).set({ state: 'left' }).where(eq(asoEbiMembers.id, left.id));
  await t.db.insert(asoEbiMembers).values({ eventId, phone: '+2348070000005', state: 'invited' });
});
afterAll(() => t?.close());

const textsTo = async (phone: string) =>
  (await messagesTo(t.db, phone)).filter((m) => m.body.includes('to pay for your aso-ebi'));

describe('reminders before the pay-by date', () => {
  it('texts nobody before the first step', async () => {
    expect(await reminders.send(at(addDays(payBy, -8)))).toBe(0);
  });

  it('texts each member who joined and has not measured or paid, once per step', async () => {
    expect(await reminders.send(at(addDays(payBy, -7)))).toBe(2);
    expect(await reminders.send(at(addDays(payBy, -7)))).toBe(0);
    expect(await reminders.send(at(addDays(payBy, -6)))).toBe(0);
    const [text] = await textsTo(phones.unmeasured);
    expect(text!.body).toMatch(/^Telo: 7 days left to pay for your aso-ebi for Tolu & Kunle’s/);
    expect(text!.body).toContain(`https://telo.ng/events/${eventId}`);
    expect(await textsTo(phones.unpaid)).toHaveLength(1);
    expect(await textsTo(phones.paid)).toHaveLength(0);
    expect(await textsTo(phones.left)).toHaveLength(0);
    expect(await textsTo('+2348070000005')).toHaveLength(0);
  });

  it('sends a step once when two instances run it at the same moment', async () => {
    const counts = await Promise.all([
      reminders.send(at(addDays(payBy, -3))),
      reminders.send(at(addDays(payBy, -3))),
    ]);
    expect(counts.reduce((a, b) => a + b)).toBe(2);
    expect(await textsTo(phones.unmeasured)).toHaveLength(2);
    expect(await textsTo(phones.unpaid)).toHaveLength(2);
  });

  it('sends the last step on the pay-by day if it was missed, and nothing after the pay-by date', async () => {
    expect(await reminders.send(at(payBy))).toBe(2);
    const last = (await textsTo(phones.unpaid)).at(-1)!;
    expect(last.body).toMatch(/^Telo: today is the last day to pay/);
    expect(await reminders.send(at(addDays(payBy, 1)))).toBe(0);
  });

  it('the host’s board shows the schedule and how many were texted at each step', async () => {
    const res = await t.app.inject({ url: `/api/events/${eventId}/board` });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as EventBoard).reminders).toEqual([
      { step: '7d', date: addDays(payBy, -7), sent: 2 },
      { step: '3d', date: addDays(payBy, -3), sent: 2 },
      { step: '1d', date: addDays(payBy, -1), sent: 2 },
    ]);
  });

  it('texts no one of an event that is no longer open', async () => {
    await t.db
      .update(asoEbiEvents)
      .set({ status: 'cancelled', payBy: addDays(payBy, 30) })
      .where(eq(asoEbiEvents.id, eventId));
    expect(await reminders.send(at(addDays(payBy, 23)))).toBe(0);
  });
});
