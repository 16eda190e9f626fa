import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../shared/schemas/checkout.ts';
import type { TailorOrder } from '../../../shared/schemas/tailor-orders.ts';
import { orderChangeRequests, orders, tailors, users } from '../../db/schema/index.ts';
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

/**
 * Approve before dispatch (issue 29, decision 050): the shopper's "Looks right" and "Ask for a
 * change", the tailor's answer, the 48-hour job, and the order page that follows the stage.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let shop: Awaited<ReturnType<typeof buildShop>>;
const tokens = { lagos: '', ibadan: '', stranger: '' };

beforeAll(async () => {
  t = await createTestApp({ payments: { simulatorRefundMs: 0 } });
  shop = await buildShop(t.db);
  for (const tailor of [shop.lagos, shop.ibadan]) {
    await t.db
      .update(users)
      .set({ roles: ['shopper', 'tailor'] })
      .where(eq(users.id, tailor.userId));
  }
  await t.db
    .update(tailors)
    .set({
      workshopAddress: '12 Admiralty Way, Lekki Phase 1, Lagos',
      workshopPhone: '0803 555 1001',
      workshopHours: 'Mon–Fri 9:00–18:00, Sat 10:00–16:00',
    })
    .where(eq(tailors.id, shop.lagos.id));
  tokens.lagos = (await signIn(t.app, shop.tailorPhones.lagos)).token;
  tokens.ibadan = (await signIn(t.app, shop.tailorPhones.ibadan)).token;
  await insertUser(t.db, { phone: '+2348050000015' });
  tokens.stranger = (await signIn(t.app, '+2348050000015')).token;
});
afterAll(() => t?.close());

const post = (url: string, token: string | undefined, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookieHeader(token) });
const step = (id: string, body: object) =>
  post(`/api/tailor/orders/${id}/stage`, tokens.lagos, body);
/** The demo shopper (no cookie in demo mode) acts on her own order. */
const approve = (id: string, token?: string) => post(`/api/orders/${id}/approve`, token);
const askChange = (id: string, body: object, token?: string) =>
  post(`/api/orders/${id}/change-request`, token, body);
const answer = (id: string, body: object, token = tokens.lagos) =>
  post(`/api/tailor/orders/${id}/change-answer`, token, body);
const view = async (id: string) =>
  (await t.app.inject({ url: `/api/orders/${id}` })).json() as OrderDetail;

/** A paid order of the demo shopper, taken by the Lagos tailor to ready. */
async function readyOrder(extra: Parameters<typeof checkoutBody>[1] = {}) {
  await fillCart(t.db, [shop.agbada.id]);
  const started = await startCheckout(t.app, checkoutBody([shop.agbada.id], extra));
  await pay(t.app, started.authorizationUrl, 'success');
  const id = started.orderIds[0]!;
  expect((await post(`/api/tailor/orders/${id}/accept`, tokens.lagos)).statusCode).toBe(200);
  await step(id, { stage: 'cutting' });
  await step(id, { stage: 'sewing' });
  const photo = await uploadPhoto(t.app, cookieHeader(tokens.lagos));
  expect((await step(id, { stage: 'ready', photoUrl: photo.url })).statusCode).toBe(200);
  return { id, photo: photo.url };
}

describe('dispatch waits for the shopper', () => {
  it('refuses dispatch with a 409 that says why, until she taps "Looks right"', async () => {
    const { id, photo } = await readyOrder();
    const early = await step(id, {
      stage: 'dispatched',
      courier: 'DHL',
      trackingNote: 'AWB 4417823901',
    });
    expect(expectApiError(early, 409).message).toMatch(
      /^The shopper has not approved the photo yet: it can be marked dispatched once she does, or from \d+ \w+ \d{4} at \d\d:\d\d if she does not answer$/,
    );
    const seen = await view(id);
    expect(seen).toMatchObject({
      stage: 'ready',
      readyPhotoUrl: photo,
      approval: { state: 'awaiting', roundsUsed: 0, freeRounds: 1, requests: [] },
    });
    const hours = (Date.parse(seen.approval!.approveBy!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);

    const approved = await approve(id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      approval: { state: 'approved', approvedBy: 'shopper' },
    });
    expectApiError(await approve(id), 409);
    const sent = await step(id, {
      stage: 'dispatched',
      courier: 'DHL',
      trackingNote: 'AWB 4417823901',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await view(id)).tracking).toEqual({
      courier: 'DHL',
      note: 'AWB 4417823901',
      url: 'https://www.dhl.com/ng-en/home/tracking/tracking-express.html?submit=1&tracking-id=4417823901',
    });
    expect((await view(id)).estimate).not.toBeNull();
    await step(id, { stage: 'delivered' });
    const delivered = await view(id);
    expect(delivered).toMatchObject({ stage: 'delivered', status: 'completed', estimate: null });

    await settled(t.app);
    const shopperTexts = (await messagesTo(t.db, SHOPPER_PHONE)).map((m) => m.body);
    expect(shopperTexts).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `is ready\\. See the photo and tap "Looks right" or ask for a change by \\w{3} \\d+ \\w{3}.*: https?://\\S+/orders/${id}$`,
        ),
      ),
    );
    const tailorTexts = (await messagesTo(t.db, shop.tailorPhones.lagos)).map((m) => m.body);
    expect(tailorTexts).toContainEqual(
      expect.stringMatching(
        /the shopper approved the photo of order .*You can dispatch it now: https?:\/\/\S+\/dashboard$/,
      ),
    );
  });

  it('lets only the order’s shopper approve or ask, and only its tailor answer (404 to others)', async () => {
    const { id } = await readyOrder();
    for (const res of [
      await approve(id, tokens.stranger),
      await askChange(id, { note: 'Shorter' }, tokens.stranger),
      // The tailor's own account is not the shopper of the order.
      await approve(id, tokens.lagos),
    ]) {
      expect(expectApiError(res, 404).message).toBe('Order not found');
    }
    await askChange(id, { note: 'Sleeves 2 cm shorter' });
    expect(expectApiError(await answer(id, { answer: 'sewing' }, tokens.ibadan), 404).message).toBe(
      'Order not found',
    );
    expectApiError(await answer(id, { answer: 'sewing' }, tokens.stranger), 403);
    expect((await view(id)).approval!.state).toBe('change_requested');
  });

  it('refuses bad change requests and answers with 400 and a message', async () => {
    const { id } = await readyOrder();
    expect(expectApiError(await askChange(id, { note: '  ' }), 400).issues![0]!.message).toBe(
      'What to change is required',
    );
    expectApiError(await askChange(id, {}), 400);
    expectApiError(await askChange(id, { note: 'x', photos: ['https://x.example/a.jpg'] }), 400);
    expectApiError(await askChange(id, { note: 'x', photos: 'nope' }), 400);
    expectApiError(await askChange(id, { note: 'x'.repeat(1001) }), 400);
    const someoneElses = await uploadPhoto(t.app, cookieHeader(tokens.stranger));
    expectApiError(await askChange(id, { note: 'x', photos: [someoneElses.url] }), 400);
    expect((await view(id)).approval).toMatchObject({ state: 'awaiting', roundsUsed: 0 });
    await askChange(id, { note: 'Sleeves 2 cm shorter' });
    expectApiError(await answer(id, { answer: 'explain' }), 400);
    expectApiError(await answer(id, { answer: 'later' }), 400);
  });
});

describe('one free change round', () => {
  it('back to sewing: the next ready asks her again, with the round used and no second ask', async () => {
    const { id } = await readyOrder();
    const mine = await uploadPhoto(t.app, {});
    const asked = await askChange(id, { note: 'Sleeves 2 cm shorter, please', photos: [mine.url] });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      approval: {
        state: 'change_requested',
        roundsUsed: 1,
        requests: [
          { round: 1, note: 'Sleeves 2 cm shorter, please', photos: [mine.url], answer: null },
        ],
      },
    });
    // The tailor sees it on her order, and cannot send the order meanwhile.
    const hers = (
      await t.app.inject({ url: `/api/tailor/orders/${id}`, headers: cookieHeader(tokens.lagos) })
    ).json() as TailorOrder;
    expect(hers.approval).toMatchObject({ state: 'change_requested', roundsUsed: 1 });
    expect(
      expectApiError(
        await step(id, { stage: 'dispatched', courier: 'GIG', trackingNote: 'GIG-1' }),
        409,
      ).message,
    ).toMatch(/asked for a change/);
    expect(expectApiError(await approve(id), 409).message).toBe(
      'Your change request is with the tailor: wait for her answer',
    );

    const back = await answer(id, { answer: 'sewing', reply: 'Taking them up now' });
    expect(back.json()).toMatchObject({ stage: 'sewing' });
    const photo = await uploadPhoto(t.app, cookieHeader(tokens.lagos));
    await step(id, { stage: 'ready', photoUrl: photo.url });
    const seen = await view(id);
    expect(seen.approval).toMatchObject({ state: 'awaiting', roundsUsed: 1 });
    expect(seen.approval!.requests[0]).toMatchObject({
      answer: 'sewing',
      reply: 'Taking them up now',
    });
    expect(expectApiError(await askChange(id, { note: 'And the hem' }), 409).message).toBe(
      'Your free change round is used: approve the outfit, or message the tailor',
    );
    expect((await approve(id)).statusCode).toBe(200);
    const kinds = (await view(id)).timeline.map((e) => e.kind);
    expect(kinds.slice(-5)).toEqual(['ready', 'change_requested', 'sewing', 'ready', 'approved']);

    await settled(t.app);
    const tailorTexts = (await messagesTo(t.db, shop.tailorPhones.lagos)).map((m) => m.body);
    expect(tailorTexts).toContainEqual(
      expect.stringContaining(
        'change round 1 of 1 free: "Sleeves 2 cm shorter, please". 1 photo attached.',
      ),
    );
    const shopperTexts = (await messagesTo(t.db, SHOPPER_PHONE)).map((m) => m.body);
    expect(shopperTexts).toContainEqual(expect.stringContaining('is making your change'));
  });

  it('a reply explaining gives her 48 hours again to approve', async () => {
    const { id } = await readyOrder();
    await askChange(id, { note: 'Can the cap be gold?' });
    const replied = await answer(id, {
      answer: 'explain',
      reply: 'The cap is the fabric you chose.',
    });
    expect(replied.json()).toMatchObject({ stage: 'ready', approval: { state: 'awaiting' } });
    expect((await approve(id)).statusCode).toBe(200);
    expect(
      (await step(id, { stage: 'dispatched', courier: 'GIG', trackingNote: 'GIG-2' })).statusCode,
    ).toBe(200);
    expectApiError(await answer(id, { answer: 'explain', reply: 'Again' }), 409);
  });

  it('of "Looks right" and "Ask for a change" tapped at once, or twice, exactly one wins', async () => {
    const { id } = await readyOrder();
    const raced = await Promise.all([
      approve(id),
      askChange(id, { note: 'Shorter' }),
      askChange(id, { note: 'Longer' }),
      approve(id),
    ]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    const requests = await t.db
      .select()
      .from(orderChangeRequests)
      .where(eq(orderChangeRequests.orderId, id));
    expect(row!.changeRounds).toBe(requests.length);
    expect(requests.length).toBeLessThanOrEqual(1);
  });
});

describe('48 hours of silence', () => {
  it('approve the order once, on a driven clock, and tell the tailor; a pickup shows its workshop', async () => {
    const { id } = await readyOrder({ delivery: { kind: 'pickup' } });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    const deadline = row!.approveBy!;
    expect(await t.app.approvals.approveSilent(new Date(+deadline - 60_000))).toBe(0);
    expect((await view(id)).approval!.state).toBe('awaiting');
    expect(await t.app.approvals.approveSilent(new Date(+deadline + 60_000))).toBeGreaterThan(0);
    expect(await t.app.approvals.approveSilent(new Date(+deadline + 120_000))).toBe(0);
    expect((await view(id)).approval).toMatchObject({ state: 'approved', approvedBy: 'silence' });
    expectApiError(await approve(id), 409);

    expect((await step(id, { stage: 'ready_for_pickup' })).statusCode).toBe(200);
    const seen = await view(id);
    expect(seen).toMatchObject({
      stage: 'ready_for_pickup',
      estimate: null,
      workshop: {
        businessName: 'Lekki Agbada House',
        city: 'Lagos',
        address: '12 Admiralty Way, Lekki Phase 1, Lagos',
        phone: '0803 555 1001',
        hours: 'Mon–Fri 9:00–18:00, Sat 10:00–16:00',
      },
    });
    await settled(t.app);
    const tailorTexts = (await messagesTo(t.db, shop.tailorPhones.lagos)).map((m) => m.body);
    expect(tailorTexts).toContainEqual(
      expect.stringMatching(
        /did not answer within 48 hours .*You can mark it ready for pickup now/,
      ),
    );
  });
});

describe("the tailor's workshop for pickups", () => {
  const put = (payload: object, token = tokens.lagos) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/tailor/workshop',
      payload,
      headers: cookieHeader(token),
    });

  it('is hers to read and change, checked, and only by a tailor', async () => {
    const read = await t.app.inject({
      url: '/api/tailor/workshop',
      headers: cookieHeader(tokens.lagos),
    });
    expect(read.json()).toEqual({
      address: '12 Admiralty Way, Lekki Phase 1, Lagos',
      phone: '0803 555 1001',
      hours: 'Mon–Fri 9:00–18:00, Sat 10:00–16:00',
    });
    expect(expectApiError(await put({ address: '', phone: 'x', hours: '' }), 400).issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'address', message: 'Workshop address is required' }),
        expect.objectContaining({
          path: 'phone',
          message: 'Workshop phone may contain only digits, spaces, +, ( ) and -',
        }),
      ]),
    );
    expectApiError(
      await put({ address: 'x', phone: '0803 555 1001', hours: 'x' }, tokens.stranger),
      403,
    );
    const saved = await put({
      address: ' 3 Akin Adesola Street, Victoria Island, Lagos ',
      phone: '0809 111 2222',
      hours: 'Mon–Sat 9:00–19:00',
    });
    expect(saved.json()).toEqual({
      address: '3 Akin Adesola Street, Victoria Island, Lagos',
      phone: '0809 111 2222',
      hours: 'Mon–Sat 9:00–19:00',
    });
    // The Ibadan tailor's workshop is her own, untouched.
    const other = await t.app.inject({
      url: '/api/tailor/workshop',
      headers: cookieHeader(tokens.ibadan),
    });
    expect(other.json()).toEqual({ address: null, phone: null, hours: null });
  });
});
