import { asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, lookCapacity, MAX_LOOKS, sewByDate } from '../../../shared/aso-ebi.ts';
import { lagosToday } from '../../../shared/dates.ts';
import type {
  CreateEventInput,
  EventBoard,
  HostEvent,
  MyEvents,
} from '../../../shared/schemas/aso-ebi-host.ts';
import {
  asoEbiEvents,
  asoEbiLooks,
  asoEbiMembers,
  orders,
  products,
  tailors,
  users,
} from '../../db/schema/index.ts';
import { buildShop, lagosAddress, messagesTo } from '../../../test/checkout-world.ts';
import { insertMember } from '../../../test/event-world.ts';
import { expectApiError, insertUser, issuePaths, USER1 } from '../../../test/fixtures.ts';
import { cookieHeader, signIn } from '../../../test/sign-in.ts';
import { createTestApp, liveMode } from '../../../test/test-app.ts';
import { day } from '../../texts/format.ts';

/**
 * The host's side of an aso-ebi event (issue 32, decision 054) through the real routes: the
 * demo shopper (user1) hosts; a stranger host and a guest of the event reach nothing of it.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let shop: Awaited<ReturnType<typeof buildShop>>;
const tokens = { lagosTailor: '', ibadanTailor: '', stranger: '', guest: '' };
const GUEST_PHONE = '+2348050000032';
const today = lagosToday();
const eventDate = addDays(today, 70);
const payBy = addDays(today, 28);

beforeAll(async () => {
  t = await createTestApp();
  shop = await buildShop(t.db);
  await t.db.update(users).set({ fullName: 'Tolu Adeyemi' }).where(eq(users.id, USER1));
  tokens.lagosTailor = (await signIn(t.app, shop.tailorPhones.lagos)).token;
  tokens.ibadanTailor = (await signIn(t.app, shop.tailorPhones.ibadan)).token;
  await insertUser(t.db, { phone: '+2348050000031' });
  tokens.stranger = (await signIn(t.app, '+2348050000031')).token;
  await insertUser(t.db, { phone: GUEST_PHONE, fullName: 'Bisi Okafor' });
  tokens.guest = (await signIn(t.app, GUEST_PHONE)).token;
});
afterAll(() => t?.close());
// Each test starts with no open event (a host may have 20 open at once): those of earlier tests
// are locked.
beforeEach(async () => {
  await t.db.update(asoEbiEvents).set({ status: 'locked' }).where(eq(asoEbiEvents.status, 'open'));
});

function eventBody(extra: Partial<CreateEventInput> = {}): CreateEventInput {
  return {
    name: 'Tolu & Kunle’s Wedding',
    kind: 'wedding',
    eventDate,
    city: 'Lagos',
    state: 'Lagos',
    payBy,
    note: 'Family in wine, friends in gold.',
    looks: [
      { productId: shop.agbada.id, fabricNote: 'Wine velvet', margin: 5000 },
      {
        productId: shop.gele.id,
        fabricNote: 'Gold aso-oke',
        distribution: 'host',
      },
    ],
    hostAddress: lagosAddress,
    ...extra,
  };
}

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: cookieHeader(token),
    ...(payload ? { payload } : {}),
  });

const looksOf = (eventId: string) =>
  t.db
    .select()
    .from(asoEbiLooks)
    .where(eq(asoEbiLooks.eventId, eventId))
    .orderBy(asc(asoEbiLooks.position));

async function createEvent(extra: Partial<CreateEventInput> = {}, token?: string) {
  const res = await call('POST', '/api/events', token, eventBody(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as HostEvent;
}

describe('creating an event', () => {
  it('prices each look from the catalogue, computes the sew-by date and each look’s capacity', async () => {
    const event = await createEvent();
    expect(event).toMatchObject({
      name: 'Tolu & Kunle’s Wedding',
      kind: 'wedding',
      eventDate,
      payBy,
      sewBy: sewByDate(eventDate),
      status: 'open',
      showGuestNames: false,
      path: `/events/${event.id}`,
      hostAddress: { city: 'Lagos', state: 'Lagos' },
    });
    expect(event.sewBy).toBe(addDays(eventDate, -7));
    const capacity = lookCapacity(10, payBy, eventDate);
    expect(capacity).toBe(50); // 10 a week × 5 whole weeks between the pay-by and sew-by dates
    expect(event.looks).toEqual([
      expect.objectContaining({
        productId: shop.agbada.id,
        productName: 'Wine Velvet Owambe Agbada',
        tailor: expect.objectContaining({ businessName: 'Lekki Agbada House' }),
        outfitPrice: 85000,
        margin: 5000,
        price: 90000,
        distribution: 'guests',
        capacity,
        taken: 0,
        makingDays: 21,
      }),
      expect.objectContaining({
        productId: shop.gele.id,
        outfitPrice: 38500.5,
        margin: 0,
        price: 38500.5,
        distribution: 'host',
        capacity,
        makingDays: 24,
      }),
    ]);
  });

  it('takes the tailor’s own weekly figure for the capacity', async () => {
    await t.db.update(tailors).set({ eventOrdersPerWeek: 3 }).where(eq(tailors.id, shop.ibadan.id));
    const event = await createEvent({ looks: [{ productId: shop.cap.id, fabricNote: 'Gold' }] });
    await t.db
      .update(tailors)
      .set({ eventOrdersPerWeek: 10 })
      .where(eq(tailors.id, shop.ibadan.id));
    expect(event.looks[0]).toMatchObject({ capacity: 15, makingDays: 21 });
  });

  it('never takes a price from the client', async () => {
    const res = await call('POST', '/api/events', undefined, {
      ...eventBody(),
      looks: [{ productId: shop.agbada.id, fabricNote: 'Wine', outfitPrice: 1, price: 1 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as HostEvent).looks[0]!.outfitPrice).toBe(85000);
  });

  it('refuses a pay-by date that leaves the tailors too little time, naming the latest that would do', async () => {
    // The gele's tailor needs 24 days: the latest pay-by is sew-by − 24.
    const late = addDays(sewByDate(eventDate), -23);
    const res = await call('POST', '/api/events', undefined, eventBody({ payBy: late }));
    expect(issuePaths(res)).toEqual(['payBy']);
    expect(res.json().message).toContain(addDays(sewByDate(eventDate), -24));
    expect(res.json().message).toContain('24 days');
  });

  it('refuses a pay-by date today or in the past', async () => {
    for (const date of [today, addDays(today, -3)]) {
      const res = await call('POST', '/api/events', undefined, eventBody({ payBy: date }));
      expect(issuePaths(res)).toEqual(['payBy']);
      expect(res.json().message).toBe('The pay-by date must be after today.');
    }
  });

  it('refuses a margin above 30% of the outfit', async () => {
    const res = await call(
      'POST',
      '/api/events',
      undefined,
      eventBody({ looks: [{ productId: shop.agbada.id, fabricNote: 'Wine', margin: 25500.01 }] }),
    );
    expect(issuePaths(res)).toEqual(['looks.0.margin']);
    expect(res.json().message).toContain('₦25,500');
    const atMost = await call(
      'POST',
      '/api/events',
      undefined,
      eventBody({ looks: [{ productId: shop.agbada.id, fabricNote: 'Wine', margin: 25500 }] }),
    );
    expect(atMost.statusCode, atMost.body).toBe(201);
  });

  it('refuses an unknown outfit (400) and one no longer available (409)', async () => {
    const unknown = await call(
      'POST',
      '/api/events',
      undefined,
      eventBody({ looks: [{ productId: 'no-such-outfit', fabricNote: 'Wine' }] }),
    );
    expect(issuePaths(unknown)).toEqual(['looks.0.productId']);
    await t.db.update(products).set({ isAvailable: false }).where(eq(products.id, shop.cap.id));
    const hidden = await call(
      'POST',
      '/api/events',
      undefined,
      eventBody({ looks: [{ productId: shop.cap.id, fabricNote: 'Gold' }] }),
    );
    await t.db.update(products).set({ isAvailable: true }).where(eq(products.id, shop.cap.id));
    expect(expectApiError(hidden, 409).message).toBe('Fila Cap is no longer available');
  });

  it('refuses a host ordering from her own workshop (403)', async () => {
    const res = await call('POST', '/api/events', tokens.lagosTailor, eventBody());
    expect(expectApiError(res, 403).message).toMatch(/your own workshop/);
  });

  it('refuses bad bodies with the field named (400)', async () => {
    const cases: [Partial<CreateEventInput> | Record<string, unknown>, string][] = [
      { name: '  ' } as never,
      { kind: 'party' } as never,
      { eventDate: '2026-02-30' } as never,
      { state: 'Atlantis' } as never,
      { looks: [] } as never,
      {
        looks: Array.from({ length: MAX_LOOKS + 1 }, () => ({
          productId: shop.agbada.id,
          fabricNote: 'Wine',
        })),
      } as never,
      { looks: [{ productId: shop.agbada.id, fabricNote: ' ' }] } as never,
      { looks: [{ productId: shop.agbada.id, fabricNote: 'W', margin: -1 }] } as never,
      { looks: [{ productId: shop.agbada.id, fabricNote: 'W', distribution: 'post' }] } as never,
    ].map((extra) => [extra, Object.keys(extra)[0]!]);
    for (const [extra, field] of cases) {
      const res = await call('POST', '/api/events', undefined, eventBody(extra as never));
      expect(issuePaths(res)[0], JSON.stringify(extra)).toMatch(new RegExp(`^${field}`));
    }
    const noAddress = await call(
      'POST',
      '/api/events',
      undefined,
      eventBody({ hostAddress: null }),
    );
    expect(issuePaths(noAddress)).toEqual(['hostAddress']);
  });

  it('asks a live-mode visitor who has not signed in to sign in (401)', async () => {
    const live = await createTestApp(liveMode);
    try {
      await buildShop(live.db);
      const mine = await live.app.inject({ url: '/api/events/mine' });
      expect(expectApiError(mine, 401).message).toBe('Sign in to organise an aso-ebi');
      const res = await live.app.inject({
        method: 'POST',
        url: '/api/events',
        payload: eventBody(),
      });
      expect(expectApiError(res, 401).message).toBe('Sign in to organise an aso-ebi');
    } finally {
      await live.close();
    }
  });
});

describe('choosing outfits', () => {
  it('finds available outfits with their tailor’s making time, and marks the host’s own', async () => {
    const res = await call('GET', '/api/events/outfits?q=gele', tokens.ibadanTailor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        productId: shop.gele.id,
        price: 38500.5,
        makingDays: 24,
        eventOrdersPerWeek: 10,
        ownWorkshop: true,
      }),
    ]);
    const all = (await call('GET', '/api/events/outfits')).json() as {
      name: string;
      makingDays: number;
      ownWorkshop: boolean;
    }[];
    expect(all.map((o) => [o.name, o.makingDays, o.ownWorkshop])).toEqual([
      ['Aso-oke Gele Set', 24, false],
      ['Fila Cap', 21, false],
      ['Wine Velvet Owambe Agbada', 21, false],
    ]);
  });
});

describe('the host’s events', () => {
  it('adds another tailor’s look while the event is open, and refuses one who cannot finish in time', async () => {
    const event = await createEvent({
      looks: [{ productId: shop.agbada.id, fabricNote: 'Wine' }],
      hostAddress: null,
    });
    const added = await call('POST', `/api/events/${event.id}/looks`, undefined, {
      productId: shop.cap.id,
      fabricNote: 'Gold fila',
      margin: 1000,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((added.json() as HostEvent).looks.map((l) => l.productName)).toEqual([
      'Wine Velvet Owambe Agbada',
      'Fila Cap',
    ]);
    const tight = await createEvent({
      looks: [{ productId: shop.agbada.id, fabricNote: 'Wine' }],
      payBy: addDays(sewByDate(eventDate), -21),
      hostAddress: null,
    });
    const slow = await call('POST', `/api/events/${tight.id}/looks`, undefined, {
      productId: shop.gele.id,
      fabricNote: 'Gold',
    });
    expect(issuePaths(slow)).toEqual(['productId']);
    expect(slow.json().message).toContain('24 days');
    const notHers = await call('POST', `/api/events/${event.id}/looks`, tokens.stranger, {
      productId: shop.cap.id,
      fabricNote: 'Gold',
    });
    expectApiError(notHers, 404);
  });

  it('refuses a look delivered to the host while the event has no address of hers', async () => {
    const event = await createEvent({
      looks: [{ productId: shop.agbada.id, fabricNote: 'Wine' }],
      hostAddress: null,
    });
    const look = { productId: shop.cap.id, fabricNote: 'Gold', distribution: 'host' };
    const refused = await call('POST', `/api/events/${event.id}/looks`, undefined, look);
    expect(issuePaths(refused)).toEqual(['distribution']);
    const patched = await call('PATCH', `/api/events/${event.id}`, undefined, {
      hostAddress: lagosAddress,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const added = await call('POST', `/api/events/${event.id}/looks`, undefined, look);
    expect(added.statusCode, added.body).toBe(201);
  });

  it('refuses a 21st open event, and a look or a change once the event is locked', async () => {
    for (let i = 0; i < 20; i++)
      await createEvent({
        hostAddress: null,
        looks: [{ productId: shop.cap.id, fabricNote: 'Gold' }],
      });
    const refused = await call('POST', '/api/events', undefined, eventBody());
    expect(expectApiError(refused, 409).message).toMatch(/20 open events/);
    const [locked] = await t.db
      .update(asoEbiEvents)
      .set({ status: 'locked' })
      .where(eq(asoEbiEvents.hostUserId, USER1))
      .returning();
    const look = await call('POST', `/api/events/${locked!.id}/looks`, undefined, {
      productId: shop.cap.id,
      fabricNote: 'Gold',
    });
    expect(expectApiError(look, 409).message).toMatch(/locked/);
    expectApiError(
      await call('PATCH', `/api/events/${locked!.id}`, undefined, { showGuestNames: true }),
      409,
    );
    expectApiError(
      await call('POST', `/api/events/${locked!.id}/invites`, undefined, {
        phones: ['08031234599'],
      }),
      409,
    );
  });

  it('changes the note and the guest-names switch', async () => {
    const event = await createEvent();
    const res = await call('PATCH', `/api/events/${event.id}`, undefined, {
      showGuestNames: true,
      note: 'Collect from my house in Surulere.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      showGuestNames: true,
      note: 'Collect from my house in Surulere.',
    });
    expectApiError(await call('PATCH', `/api/events/${event.id}`, undefined, {}), 400);
  });

  it('lists the events I host and the ones I joined', async () => {
    const mine = await createEvent({ name: 'Mama’s 70th', kind: 'birthday' });
    const theirs = await createEvent(
      { name: 'Stranger’s burial', kind: 'burial' },
      tokens.stranger,
    );
    const [look] = await looksOf(theirs.id);
    await insertMember(t.db, theirs, look!, USER1);
    const res = await call('GET', '/api/events/mine');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as MyEvents;
    expect(body.hosting[0]).toMatchObject({ id: mine.id, name: 'Mama’s 70th', members: 0 });
    expect(body.joined).toEqual([expect.objectContaining({ id: theirs.id, members: 1 })]);
    const stranger = (await call('GET', '/api/events/mine', tokens.stranger)).json() as MyEvents;
    expect(stranger.hosting.map((e) => e.id)).toEqual([theirs.id]);
    expect(stranger.joined).toEqual([]);
  });
});

describe('the board', () => {
  it('shows every member’s stage, the money collected and owed, and the reminder schedule', async () => {
    const event = await createEvent();
    const looks = await looksOf(event.id);
    const [agbada, gele] = looks;
    const a = await insertUser(t.db, { fullName: 'Ada Eze', phone: '+2348060000001' });
    const b = await insertUser(t.db, { fullName: 'Bola Ade', phone: '+2348060000002' });
    const c = await insertUser(t.db, { fullName: 'Chidi Obi', phone: '+2348060000003' });
    const d = await insertUser(t.db, { fullName: '=HYPERLINK("x")', phone: '+2348060000004' });
    await insertMember(t.db, event, agbada!, a.id, { name: 'Ada Eze', measured: false });
    await insertMember(t.db, event, agbada!, b.id, { name: 'Bola Ade' });
    await insertMember(t.db, event, gele!, c.id, { name: 'Chidi Obi', order: 'paid' });
    const delivered = await insertMember(t.db, event, gele!, d.id, {
      name: '=HYPERLINK("x")',
      order: 'paid',
    });
    await t.db
      .update(orders)
      .set({ stage: 'delivered', status: 'completed' })
      .where(eq(orders.id, delivered.orderId!));
    await call('POST', `/api/events/${event.id}/invites`, undefined, { phones: ['0809 000 0009'] });

    const res = await call('GET', `/api/events/${event.id}/board`);
    expect(res.statusCode, res.body).toBe(200);
    const board = res.json() as EventBoard;
    expect(board.members.map((m) => [m.name, m.phone, m.stage])).toEqual([
      ['Ada Eze', '+2348060000001', 'joined'],
      ['Bola Ade', '+2348060000002', 'measured'],
      ['Chidi Obi', '+2348060000003', 'paid'],
      ['=HYPERLINK("x")', '+2348060000004', 'delivered'],
      ['', '+2348090000009', 'invited'],
    ]);
    expect(board.counts).toMatchObject({
      invited: 1,
      joined: 1,
      measured: 1,
      paid: 1,
      delivered: 1,
    });
    // Two unpaid agbadas at ₦85,000 + ₦5,000 margin; two paid gele orders at ₦38,500.50.
    expect(board.totals).toEqual({ owed: 180000, collected: 77001 });
    expect(board.reminders).toEqual([
      { step: '7d', date: addDays(payBy, -7), sent: 0 },
      { step: '3d', date: addDays(payBy, -3), sent: 0 },
      { step: '1d', date: addDays(payBy, -1), sent: 0 },
    ]);
    expect(board.members.find((m) => m.stage === 'delivered')!.canCollect).toBe(true);
    expect(board.members.find((m) => m.stage === 'paid')!.canCollect).toBe(false);

    const csv = await call('GET', `/api/events/${event.id}/board.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="Tolu-Kunle-s-Wedding-guests.csv"',
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Phone,Look,Size note,Stage,Amount (NGN),Collected');
    expect(lines[1]).toBe(
      "Ada Eze,'+2348060000001,Wine Velvet Owambe Agbada (Wine velvet),Usually a 12,Joined,,",
    );
    // A formula is made text, and a quote inside a quoted cell doubled.
    expect(lines[4]).toMatch(/^"'=HYPERLINK\(""x""\)",'\+2348060000004,/);
    expect(lines).toHaveLength(6);
  });

  it('answers another host and a guest of the event as if it did not exist: 0 successes', async () => {
    const event = await createEvent();
    const [look] = await looksOf(event.id);
    const [guestUser] = await t.db.select().from(users).where(eq(users.phone, GUEST_PHONE));
    const member = await insertMember(t.db, event, look!, guestUser!.id, { order: 'paid' });
    const base = `/api/events/${event.id}`;
    const attempts = [
      ['GET', `${base}/board`, undefined],
      ['GET', `${base}/board.csv`, undefined],
      ['PATCH', base, { showGuestNames: true }],
      ['POST', `${base}/looks`, { productId: shop.cap.id, fabricNote: 'Gold' }],
      ['POST', `${base}/invites`, { phones: ['08090000001'] }],
      ['POST', `${base}/cancel`, {}],
      ['POST', `${base}/members/${member.id}/collected`, {}],
    ] as const;
    let successes = 0;
    for (const token of [tokens.stranger, tokens.guest]) {
      for (const [method, url, body] of attempts) {
        const res = await call(method, url, token, body);
        if (res.statusCode < 400) successes += 1;
        expect(expectApiError(res, 404).message).toBe('Event not found');
      }
    }
    expect(successes).toBe(0);
    const after = (await call('GET', `${base}/board`)).json() as EventBoard;
    expect(after.event).toMatchObject({ status: 'open', showGuestNames: false });
    expect(after.event.looks).toHaveLength(2);
    expect(after.members).toHaveLength(1);
  });
});

describe('invites', () => {
  it('takes numbers in every format, texts each once, and skips those on the board', async () => {
    const event = await createEvent();
    const res = await call('POST', `/api/events/${event.id}/invites`, undefined, {
      phones: [
        '0803 123 4567',
        '+234 803 123 4567',
        '2348031234568',
        '(0803) 123-4569',
        '803.123.4570',
        '+2340803 123 4571',
        GUEST_PHONE.replace('+234', '0'),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ invited: 6, skipped: 0 });
    const texts = await messagesTo(t.db, '+2348031234567');
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toBe(
      `Telo: Tolu Adeyemi invites you to the aso-ebi for Tolu & Kunle’s Wedding. Choose your ` +
        `look, give your measurements and pay your share by ${day(payBy)}: ` +
        `http://localhost:3000/events/${event.id}`,
    );
    const again = await call('POST', `/api/events/${event.id}/invites`, undefined, {
      phones: ['08031234567', '08031234572'],
    });
    expect(again.json()).toEqual({ invited: 1, skipped: 1 });
    expect(await messagesTo(t.db, '+2348031234567')).toHaveLength(1);
    const board = (await call('GET', `/api/events/${event.id}/board`)).json() as EventBoard;
    expect(board.counts.invited).toBe(7);
  });

  it('skips a guest already on the board by her own number', async () => {
    const event = await createEvent();
    const [look] = await looksOf(event.id);
    const [guestUser] = await t.db.select().from(users).where(eq(users.phone, GUEST_PHONE));
    await insertMember(t.db, event, look!, guestUser!.id);
    const before = (await messagesTo(t.db, GUEST_PHONE)).length;
    const res = await call('POST', `/api/events/${event.id}/invites`, undefined, {
      phones: ['0805 000 0032'],
    });
    expect(res.json()).toEqual({ invited: 0, skipped: 1 });
    expect(await messagesTo(t.db, GUEST_PHONE)).toHaveLength(before);
  });

  it('texts at most 1,000 invited numbers a day for one host (429)', async () => {
    await t.db.delete(asoEbiMembers).where(isNull(asoEbiMembers.userId));
    const event = await createEvent();
    await t.db.insert(asoEbiMembers).values(
      Array.from({ length: 999 }, (_, i) => ({
        eventId: event.id,
        phone: `+234809${String(1_000_000 + i)}`,
        state: 'invited' as const,
      })),
    );
    const two = await call('POST', `/api/events/${event.id}/invites`, undefined, {
      phones: ['08071110001', '08071110002'],
    });
    expect(expectApiError(two, 429).message).toMatch(/up to 1000 phone numbers a day/);
    expect(two.headers['retry-after']).toBe('3600');
    const one = await call('POST', `/api/events/${event.id}/invites`, undefined, {
      phones: ['08071110001'],
    });
    expect(one.json()).toEqual({ invited: 1, skipped: 0 });
    await t.db.delete(asoEbiMembers).where(eq(asoEbiMembers.eventId, event.id));
  });

  it('refuses a list with a number that is not a Nigerian mobile, naming it, and more than 50', async () => {
    const event = await createEvent();
    const bad = await call('POST', `/api/events/${event.id}/invites`, undefined, {
      phones: ['08031234567', '12345', 'tolu@example.ng'],
    });
    expect(issuePaths(bad)).toEqual(['phones.1', 'phones.2']);
    expect(bad.json().message).toMatch(/^12345: Enter a Nigerian mobile number/);
    const many = await call('POST', `/api/events/${event.id}/invites`, undefined, {
      phones: Array.from({ length: 51 }, (_, i) => `0803${String(1000000 + i)}`),
    });
    expect(issuePaths(many)).toEqual(['phones']);
    const board = (await call('GET', `/api/events/${event.id}/board`)).json() as EventBoard;
    expect(board.members).toHaveLength(0);
  });
});

describe('collected ticks', () => {
  it('ticks an outfit delivered to the host once delivered, and nothing else (409)', async () => {
    const event = await createEvent();
    const [agbada, gele] = await looksOf(event.id);
    const u = () => insertUser(t.db);
    const toHostDelivered = await insertMember(t.db, event, gele!, (await u()).id, {
      order: 'paid',
    });
    const toHostSewing = await insertMember(t.db, event, gele!, (await u()).id, { order: 'paid' });
    const toGuestDelivered = await insertMember(t.db, event, agbada!, (await u()).id, {
      order: 'paid',
    });
    await t.db
      .update(orders)
      .set({ stage: 'delivered', status: 'completed' })
      .where(eq(orders.id, toHostDelivered.orderId!));
    await t.db
      .update(orders)
      .set({ stage: 'delivered', status: 'completed' })
      .where(eq(orders.id, toGuestDelivered.orderId!));
    await t.db.update(orders).set({ stage: 'sewing' }).where(eq(orders.id, toHostSewing.orderId!));
    const tick = (memberId: string) =>
      call('POST', `/api/events/${event.id}/members/${memberId}/collected`, undefined, {});

    const ok = await tick(toHostDelivered.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ stage: 'collected', canCollect: false });
    expect((await tick(toHostDelivered.id)).json()).toMatchObject({ stage: 'collected' });
    expectApiError(await tick(toHostSewing.id), 409);
    expectApiError(await tick(toGuestDelivered.id), 409);
    expectApiError(await tick('no-such-member'), 404);
    const board = (await call('GET', `/api/events/${event.id}/board`)).json() as EventBoard;
    expect(board.counts).toMatchObject({ collected: 1, sewing: 1, delivered: 1 });
  });
});
