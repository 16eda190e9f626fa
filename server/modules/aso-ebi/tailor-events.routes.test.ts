/**
 * The tailor's side of aso-ebi (issue 32 item 5): how many event orders she takes a week, and
 * her orders from locked events grouped by event and look with each guest's cutting sheet. Each
 * tailor reads her own looks' orders only; her ordinary order cards name the event.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_EVENT_ORDERS_PER_WEEK } from '../../../shared/aso-ebi.ts';
import type { TailorEvents } from '../../../shared/schemas/tailor-events.ts';
import type { TailorOrder } from '../../../shared/schemas/tailor-orders.ts';
import { tailors, users } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { buildShop } from '../../../test/checkout-world.ts';
import { insertEvent, insertMember } from '../../../test/event-world.ts';
import { expectApiError, insertUser } from '../../../test/fixtures.ts';
import { cookieHeader, signIn } from '../../../test/sign-in.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let shop: Awaited<ReturnType<typeof buildShop>>;
const tokens = { lagos: '', ibadan: '', shopper: '' };

beforeAll(async () => {
  t = await createTestApp();
  shop = await buildShop(t.db);
  for (const tailor of [shop.lagos, shop.ibadan]) {
    await t.db
      .update(users)
      .set({ roles: ['shopper', 'tailor'] })
      .where(eq(users.id, tailor.userId));
  }
  tokens.lagos = (await signIn(t.app, shop.tailorPhones.lagos)).token;
  tokens.ibadan = (await signIn(t.app, shop.tailorPhones.ibadan)).token;
  tokens.shopper = (await signIn(t.app, '+2348050000005')).token;
});
afterAll(() => t?.close());

const as = (token: string) => cookieHeader(token);

describe('event orders per week', () => {
  const save = (token: string, eventOrdersPerWeek: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/tailor/event-capacity',
      payload: { eventOrdersPerWeek },
      headers: as(token),
    });

  it('starts at 10 and saves a figure within 1 to the most, for her own workshop', async () => {
    const first = await t.app.inject({
      url: '/api/tailor/event-capacity',
      headers: as(tokens.lagos),
    });
    expect(first.json()).toEqual({ eventOrdersPerWeek: 10 });
    const saved = await save(tokens.lagos, 25);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ eventOrdersPerWeek: 25 });
    const rows = await t.db.select().from(tailors);
    expect(rows.find((r) => r.id === shop.lagos.id)!.eventOrdersPerWeek).toBe(25);
    expect(rows.find((r) => r.id === shop.ibadan.id)!.eventOrdersPerWeek).toBe(10);
  });

  it('refuses 0, more than the most, fractions and words with their reason', async () => {
    const zero = expectApiError(await save(tokens.lagos, 0), 400);
    expect(zero.issues?.[0]?.message).toBe('Take at least 1 event order a week');
    const many = expectApiError(await save(tokens.lagos, MAX_EVENT_ORDERS_PER_WEEK + 1), 400);
    expect(many.issues?.[0]?.message).toBe(
      `You can take at most ${MAX_EVENT_ORDERS_PER_WEEK} event orders a week`,
    );
    expectApiError(await save(tokens.lagos, 2.5), 400);
    expectApiError(await save(tokens.lagos, 'ten'), 400);
  });

  it('is for tailors only: 401 signed out, 403 for a shopper', async () => {
    expectApiError(await t.app.inject({ url: '/api/tailor/event-capacity' }), 401);
    expectApiError(await save(tokens.shopper, 5), 403);
  });
});

describe('GET /api/tailor/events', () => {
  async function lockedWedding() {
    const host = await insertUser(t.db, { username: `host${Date.now()}` });
    const { event, looks } = await insertEvent(t.db, host.id, [
      {
        productId: shop.agbada.id,
        tailorId: shop.lagos.id,
        outfitKobo: 8_500_000,
        marginKobo: 500_000,
      },
      {
        productId: shop.gele.id,
        tailorId: shop.ibadan.id,
        outfitKobo: 3_850_050,
        distribution: 'host',
      },
    ]);
    const [agbada, gele] = looks as [(typeof looks)[0], (typeof looks)[0]];
    const guest = async (name: string) =>
      insertUser(t.db, { username: `${name}${Date.now()}`, fullName: `${name} Okafor` });
    const ada = await insertMember(t.db, event, agbada, (await guest('Ada')).id, {
      order: 'paid',
      name: 'Ada Okafor',
    });
    const bola = await insertMember(t.db, event, agbada, (await guest('Bola')).id, {
      order: 'paid',
      name: 'Bola Ade',
    });
    await insertMember(t.db, event, agbada, (await guest('Chi')).id, {
      order: 'unpaid',
      name: 'Chi Obi',
    });
    const dayo = await insertMember(t.db, event, gele, (await guest('Dayo')).id, {
      order: 'paid',
      name: 'Dayo Bello',
    });
    return { event, ada, bola, dayo };
  }

  const list = async (token: string) => {
    const res = await t.app.inject({ url: '/api/tailor/events', headers: as(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TailorEvents;
  };

  it('shows nothing of an event before it locks', async () => {
    const w = await lockedWedding();
    expect((await list(tokens.lagos)).events.map((e) => e.id)).not.toContain(w.event.id);
    await t.app.eventLock.lock(w.event.id);
  });

  it('groups her paid guests by event and look, each with her cutting sheet', async () => {
    const w = await lockedWedding();
    await t.app.eventLock.lock(w.event.id);
    const mine = (await list(tokens.lagos)).events.find((e) => e.id === w.event.id)!;
    expect(mine).toMatchObject({
      name: 'Tolu & Kunle’s Wedding',
      eventDate: w.event.eventDate,
      sewBy: w.event.sewBy,
    });
    expect(mine.looks).toHaveLength(1);
    const look = mine.looks[0]!;
    expect(look).toMatchObject({
      productName: shop.agbada.name,
      fabricNote: 'Wine and gold',
      distribution: 'guests',
      count: 2,
    });
    expect(look.guests.map((g) => [g.firstName, g.orderId])).toEqual([
      ['Ada', w.ada.orderId],
      ['Bola', w.bola.orderId],
    ]);
    expect(look.guests[0]).toMatchObject({
      sizeNote: 'Usually a 12',
      unit: 'inches',
      status: 'pending',
      stage: null,
    });
    expect(Object.keys(look.guests[0]!.measurements).length).toBeGreaterThan(5);
  });

  it('another tailor at the same event reads only her own look: none of these guests', async () => {
    const w = await lockedWedding();
    await t.app.eventLock.lock(w.event.id);
    const hers = (await list(tokens.ibadan)).events.find((e) => e.id === w.event.id)!;
    expect(hers.looks.map((l) => [l.productName, l.distribution, l.count])).toEqual([
      [shop.gele.name, 'host', 1],
    ]);
    const ids = hers.looks.flatMap((l) => l.guests.map((g) => g.orderId));
    expect(ids).toEqual([w.dayo.orderId]);
    expect(ids).not.toContain(w.ada.orderId);
  });

  it('marks her ordinary order cards with the event and its sew-by date', async () => {
    const w = await lockedWedding();
    await t.app.eventLock.lock(w.event.id);
    const res = await t.app.inject({ url: '/api/tailor/orders', headers: as(tokens.lagos) });
    const card = (res.json() as TailorOrder[]).find((o) => o.id === w.ada.orderId)!;
    expect(card.event).toEqual({ id: w.event.id, name: w.event.name, sewBy: w.event.sewBy });
    expect(card.neededBy).toBe(w.event.sewBy);
  });

  it('is for tailors only: 401 signed out, 403 for a shopper', async () => {
    expectApiError(await t.app.inject({ url: '/api/tailor/events' }), 401);
    expectApiError(
      await t.app.inject({ url: '/api/tailor/events', headers: as(tokens.shopper) }),
      403,
    );
  });
});
