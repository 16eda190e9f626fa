/**
 * The event page's reads and a visitor's writes in live mode (issue 32): anyone may read the
 * event; a visitor who has not signed in has no membership and is asked to sign in (401) to
 * join, measure, pay or leave; signed in by phone, she joins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, liveMode } from '../../../test/test-app.ts';
import { expectApiError, insertUser } from '../../../test/fixtures.ts';
import { buildShop } from '../../../test/checkout-world.ts';
import { insertEvent } from '../../../test/event-world.ts';
import { cookieHeader, signIn } from '../../../test/sign-in.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let event: { id: string };
let lookId: string;

beforeAll(async () => {
  t = await createTestApp(liveMode);
  const shop = await buildShop(t.db);
  const host = await insertUser(t.db, { fullName: 'Tolu Adeyemi' });
  const made = await insertEvent(t.db, host.id, [
    { productId: shop.agbada.id, tailorId: shop.lagos.id, outfitKobo: 8_500_000 },
  ]);
  event = made.event;
  lookId = made.looks[0]!.id;
});
afterAll(() => t?.close());

describe('live mode', () => {
  it('a visitor reads the event, has no membership, and is asked to sign in to act', async () => {
    const read = await t.app.inject({ url: `/api/events/${event.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ joinedCount: 0 });
    const me = await t.app.inject({ url: `/api/events/${event.id}/me` });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toBeNull();
    for (const step of ['join', 'measurements', 'pay', 'leave']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/events/${event.id}/${step}`,
        payload: step === 'join' ? { lookId, sizeNote: null } : {},
      });
      expectApiError(res, 401);
      expect(res.json().message).toBe('Sign in to join the event');
    }
  });

  it('signed in by phone, she joins', async () => {
    const { token } = await signIn(t.app, '+2348061112233');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/join`,
      payload: { lookId, sizeNote: 'Size 12' },
      headers: cookieHeader(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'joined', stage: 'joined' });
    const me = await t.app.inject({
      url: `/api/events/${event.id}/me`,
      headers: cookieHeader(token),
    });
    expect(me.json()).toMatchObject({ lookId });
  });
});
