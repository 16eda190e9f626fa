import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FitClaim } from '../../../shared/schemas/fit-claims.ts';
import { ledgerTransactions, outboundMessages } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { USER1, clearShopperData, expectApiError, insertUser } from '../../../test/fixtures.ts';
import { messagesTo } from '../../../test/checkout-world.ts';
import {
  ADMIN_PHONE,
  DAY_MS,
  buildClaimsWorld,
  claimBody,
  deliveredOrder,
  post,
  report,
  sessionOf,
} from '../../../test/fit-claims-world.ts';
import { uploadPhoto } from '../../../test/photos.ts';
import { cookieHeader, signIn } from '../../../test/sign-in.ts';

/** The clock the 30-day window is measured with: tests move it. */
let clock = Date.parse('2026-11-20T10:00:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;
let shop: Awaited<ReturnType<typeof buildClaimsWorld>>;
let lagosTailor: Record<string, string>;
let ibadanTailor: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(clock) });
  shop = await buildClaimsWorld(t.db);
  lagosTailor = await sessionOf(t.app, shop.tailorPhones.lagos);
  ibadanTailor = await sessionOf(t.app, shop.tailorPhones.ibadan);
  admin = await sessionOf(t.app, ADMIN_PHONE);
});
afterAll(() => t?.close());
beforeEach(async () => {
  await clearShopperData(t.db);
  clock = Date.parse('2026-11-20T10:00:00Z');
});

const daysAgo = (days: number) => new Date(clock - days * DAY_MS);
const read = (id: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/fit-claims/${id}`, headers });
const answer = (id: string, body: object, headers = lagosTailor) =>
  post(t.app, `/api/fit-claims/${id}/answer`, body, headers);
const done = (id: string, headers = lagosTailor) =>
  post(t.app, `/api/fit-claims/${id}/done`, {}, headers);
const balance = async () =>
  (await t.app.inject({ url: `/api/users/${USER1}/store-credit` })).json().balance as number;
const kinds = (claim: FitClaim) => claim.events.map((e) => e.kind);

describe('reporting a fit problem', () => {
  it('on a delivered order of theirs: the claim, its timeline and a text to the tailor', async () => {
    const order = await deliveredOrder(t.db, shop.agbada, daysAgo(10));
    const claim = await report(t.app, claimBody(order.id));
    expect(claim).toMatchObject({
      orderId: order.id,
      state: 'reported',
      severity: 'minor',
      garment: 'Agbada trousers',
      creditCap: 15000,
      creditAmount: null,
      viewer: 'shopper',
      actions: ['dispute'],
      product: { name: 'Wine Velvet Owambe Agbada' },
      tailor: { businessName: 'Lekki Agbada House' },
    });
    expect(kinds(claim)).toEqual(['reported']);
    const texts = await messagesTo(t.db, shop.tailorPhones.lagos);
    expect(texts.map((m) => m.body)).toContainEqual(
      expect.stringContaining(`fit problem was reported on order #${order.id.slice(0, 8)}`),
    );
    const mine = await t.app.inject({ url: `/api/users/${USER1}/fit-claims` });
    expect(mine.json().map((c: FitClaim) => c.id)).toEqual([claim.id]);
  });

  it('within 30 days of delivery by the clock, and not a minute later', async () => {
    const order = await deliveredOrder(t.db, shop.agbada, new Date(clock));
    clock += 30 * DAY_MS + 60_000;
    const late = await post(t.app, '/api/fit-claims', claimBody(order.id));
    expect(expectApiError(late, 409).message).toBe(
      'Issues must be reported within 30 days of delivery',
    );
    clock -= 2 * 60_000; // 30 days less a minute after delivery
    expect((await post(t.app, '/api/fit-claims', claimBody(order.id))).statusCode).toBe(201);
  });

  it('refuses orders not delivered, not theirs, or with a claim open, and photos not theirs', async () => {
    const pending = await deliveredOrder(t.db, shop.agbada, daysAgo(1));
    await t.db.execute(`update orders set status = 'in_progress' where id = '${pending.id}'`);
    expectApiError(await post(t.app, '/api/fit-claims', claimBody(pending.id)), 409);

    const stranger = await insertUser(t.db);
    const theirs = await deliveredOrder(t.db, shop.agbada, daysAgo(1), stranger.id);
    expectApiError(await post(t.app, '/api/fit-claims', claimBody(theirs.id)), 404);

    const order = await deliveredOrder(t.db, shop.agbada, daysAgo(2));
    await report(t.app, claimBody(order.id));
    const again = await post(t.app, '/api/fit-claims', claimBody(order.id));
    expect(expectApiError(again, 409).message).toBe('This order already has an open fit claim');

    const other = await deliveredOrder(t.db, shop.gele, daysAgo(2));
    const tailorsPhoto = await uploadPhoto(t.app, lagosTailor);
    const res = await post(
      t.app,
      '/api/fit-claims',
      claimBody(other.id, { photos: [tailorsPhoto.url] }),
    );
    expectApiError(res, 400);
    const own = await uploadPhoto(t.app);
    const withPhoto = await report(t.app, claimBody(other.id, { photos: [own.url] }));
    expect(withPhoto.photos).toEqual([own.url]);
  });

  it('says what is missing', async () => {
    const order = await deliveredOrder(t.db, shop.agbada, daysAgo(2));
    const res = await post(t.app, '/api/fit-claims', { orderId: order.id, severity: 'huge' });
    const body = expectApiError(res, 400);
    expect(body.issues!.map((i) => i.path)).toEqual(['garment', 'problem', 'severity']);
  });
});

describe('the tailor answers', () => {
  it('alteration, then done: the claim is fixed; steps out of order answer 409', async () => {
    const order = await deliveredOrder(t.db, shop.agbada, daysAgo(3));
    const claim = await report(t.app, claimBody(order.id));
    expectApiError(await done(claim.id), 409);
    const altered = await answer(claim.id, { answer: 'alteration', note: 'Bring it on Monday' });
    expect(altered.statusCode, altered.body).toBe(200);
    expect(altered.json()).toMatchObject({
      state: 'alteration',
      viewer: 'tailor',
      actions: ['alteration_done'],
    });
    expectApiError(await answer(claim.id, { answer: 'remake' }), 409);
    const fixed = await done(claim.id);
    expect(fixed.json().state).toBe('completed');
    expectApiError(await done(claim.id), 409);
    // All three parties read the same timeline.
    for (const headers of [{}, lagosTailor, admin]) {
      const seen = (await read(claim.id, headers)).json() as FitClaim;
      expect(kinds(seen)).toEqual(['reported', 'alteration', 'alteration_done']);
      expect(seen.state).toBe('completed');
    }
    expect(await balance()).toBe(0);
  });

  it('cannot fix: Telo credits the cap of a minor adjustment, once', async () => {
    const order = await deliveredOrder(t.db, shop.agbada, daysAgo(3));
    const claim = await report(t.app, claimBody(order.id));
    const res = await answer(claim.id, { answer: 'cannot_fix', note: 'The fabric is cut short' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'credited', creditAmount: 15000 });
    expect(kinds(res.json())).toEqual(['reported', 'cannot_fix', 'credited']);
    expectApiError(await answer(claim.id, { answer: 'cannot_fix' }), 409);
    expect(await balance()).toBe(15000);
    const texts = (await messagesTo(t.db, '+2348031110001')).map((m) => m.body);
    expect(texts).toContainEqual(expect.stringContaining('₦15,000 store credit was added'));
    // The same order cannot be credited a second time by claiming again.
    const second = await report(t.app, claimBody(order.id, { severity: 'major' }));
    expectApiError(await answer(second.id, { answer: 'cannot_fix' }), 409);
    expect(await balance()).toBe(15000);
  });

  it('credit never passes what the order cost', async () => {
    const order = await deliveredOrder(t.db, shop.cap, daysAgo(3)); // ₦12,000
    const claim = await report(t.app, claimBody(order.id, { severity: 'major' }));
    expect(claim.creditCap).toBe(12000);
    const ibadan = await answer(claim.id, { answer: 'cannot_fix' }, ibadanTailor);
    expect(ibadan.json().creditAmount).toBe(12000);
  });

  it("nobody acts on or reads another party's claim", async () => {
    const order = await deliveredOrder(t.db, shop.agbada, daysAgo(3));
    const claim = await report(t.app, claimBody(order.id));
    // Another tailor, the shopper, and the admin are not this claim's tailor.
    expectApiError(await answer(claim.id, { answer: 'remake' }, ibadanTailor), 404);
    expectApiError(await read(claim.id, ibadanTailor), 404);
    expectApiError(await answer(claim.id, { answer: 'remake' }, {}), 404);
    expectApiError(await answer(claim.id, { answer: 'remake' }, admin), 404);
    // Another shopper.
    const { token } = await signIn(t.app, '+2348039990001');
    expectApiError(await read(claim.id, cookieHeader(token)), 404);
    expectApiError(
      await post(t.app, `/api/fit-claims/${claim.id}/dispute`, { note: 'x' }, cookieHeader(token)),
      404,
    );
    expectApiError(
      await t.app.inject({ url: `/api/users/${USER1}/fit-claims`, headers: cookieHeader(token) }),
      403,
    );
    // Only admins decide, only tailors list their claims.
    expectApiError(
      await post(t.app, `/api/fit-claims/${claim.id}/decide`, { decision: 'rejected', note: 'n' }),
      401,
    );
    expectApiError(await t.app.inject({ url: '/api/tailor/fit-claims', headers: admin }), 403);
    const list = await t.app.inject({ url: '/api/tailor/fit-claims', headers: lagosTailor });
    expect(list.json().map((c: FitClaim) => c.id)).toEqual([claim.id]);
    const ibadanList = await t.app.inject({ url: '/api/tailor/fit-claims', headers: ibadanTailor });
    expect(ibadanList.json()).toEqual([]);
  });
});

describe('disputes', () => {
  it('the admin decides within the cap; more is refused', async () => {
    const order = await deliveredOrder(t.db, shop.agbada, daysAgo(5));
    const claim = await report(t.app, claimBody(order.id, { severity: 'major' }));
    const disputed = await post(
      t.app,
      `/api/fit-claims/${claim.id}/dispute`,
      { note: 'Not covered: it was altered by another tailor' },
      lagosTailor,
    );
    expect(disputed.json().state).toBe('disputed');
    const queue = await t.app.inject({ url: '/api/admin/fit-claims', headers: admin });
    expect(queue.json().map((c: FitClaim) => [c.id, c.actions])).toEqual([[claim.id, ['decide']]]);
    const decide = (body: object) => post(t.app, `/api/fit-claims/${claim.id}/decide`, body, admin);
    const over = await decide({ decision: 'credit', creditAmount: 30000.01, note: 'Goodwill' });
    expect(expectApiError(over, 400).message).toBe(
      'Credit for a major adjustment is at most ₦30,000',
    );
    const decided = await decide({ decision: 'credit', creditAmount: 22500.5, note: 'Half fault' });
    expect(decided.json()).toMatchObject({ state: 'credited', creditAmount: 22500.5 });
    expect(kinds(decided.json())).toEqual(['reported', 'disputed', 'credited']);
    expectApiError(await decide({ decision: 'rejected', note: 'Again' }), 409);
    expect(await balance()).toBe(22500.5);
    const [issued] = await t.db.select().from(ledgerTransactions);
    expect(issued).toMatchObject({ kind: 'claim_credit', claimId: claim.id });
  });

  it('the shopper disputes a finished alteration; the admin orders a remake', async () => {
    const order = await deliveredOrder(t.db, shop.agbada, daysAgo(5));
    const claim = await report(t.app, claimBody(order.id));
    await answer(claim.id, { answer: 'alteration' });
    await done(claim.id);
    const res = await post(t.app, `/api/fit-claims/${claim.id}/dispute`, {
      note: 'Still too loose',
    });
    expect(res.json().state).toBe('disputed');
    const decided = await post(
      t.app,
      `/api/fit-claims/${claim.id}/decide`,
      { decision: 'remake', note: 'Remake it' },
      admin,
    );
    expect(decided.json().state).toBe('remake');
    expect((await done(claim.id)).json().state).toBe('completed');
    const texts = await t.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.to, shop.tailorPhones.lagos));
    expect(texts.map((m) => m.body)).toContainEqual(expect.stringContaining('Remake it'));
  });
});
