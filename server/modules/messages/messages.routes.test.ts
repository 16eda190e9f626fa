import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboundMessages, tailors } from '../../db/schema/index.ts';
import { buildTailor } from '../../../test/factories.ts';
import { createTestApp } from '../../../test/test-app.ts';
import {
  USER1,
  expectApiError,
  insertOrder,
  insertProduct,
  insertUser,
  insertUser1,
  issuePaths,
} from '../../../test/fixtures.ts';
import { cookieHeader, signIn } from '../../../test/sign-in.ts';
import { uploadPhoto } from '../../../test/photos.ts';
import type { ChatMessage, ThreadDetail, ThreadSummary } from '../../../shared/schemas/message.ts';

/** The clock the app reads: tests move it to drive the away-text throttle. */
let now = new Date('2026-03-02T09:00:00Z');
const advance = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

let t: Awaited<ReturnType<typeof createTestApp>>;
const TAILOR_PHONE = '+2348031110001';
const STRANGER_PHONE = '+2348031110002';
const ADMIN_PHONE = '+2348031110003';
const SHOPPER_PHONE = '+2348031110004';
let tailorId: string;
let orderId: string;
let othersOrderId: string;
let tailorToken: string;
let strangerToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  await insertUser1(t.db, { phone: SHOPPER_PHONE, fullName: 'Adaeze Okafor' });
  const tailorUser = await insertUser(t.db, { phone: TAILOR_PHONE, roles: ['shopper', 'tailor'] });
  const [tailor] = await t.db
    .insert(tailors)
    .values(buildTailor(tailorUser.id, { businessName: 'Adunni Couture' }))
    .returning();
  tailorId = tailor!.id;
  await insertUser(t.db, { phone: STRANGER_PHONE });
  await insertUser(t.db, { phone: ADMIN_PHONE, roles: ['shopper', 'admin'] });
  const other = await insertUser(t.db);
  const product = await insertProduct(t.db, tailorId, { name: 'Lace Buba and Iro' });
  orderId = (await insertOrder(t.db, USER1, product, { status: 'in_progress' })).id;
  othersOrderId = (await insertOrder(t.db, other.id, product)).id;
  tailorToken = (await signIn(t.app, TAILOR_PHONE)).token;
  strangerToken = (await signIn(t.app, STRANGER_PHONE)).token;
  adminToken = (await signIn(t.app, ADMIN_PHONE)).token;
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookieHeader(token) });
const get = (url: string, token?: string) => t.app.inject({ url, headers: cookieHeader(token) });

async function orderThread(token?: string) {
  const res = await post(`/api/orders/${orderId}/thread`, {}, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ThreadDetail;
}

const awayTexts = async (to: string) =>
  (await t.db.select().from(outboundMessages).where(eq(outboundMessages.to, to))).filter((m) =>
    m.body.includes('sent you'),
  );

describe('a thread about an order', () => {
  it('is one thread, opened by the shopper or the order’s tailor, each on their side', async () => {
    const shopperView = await orderThread();
    const tailorView = await orderThread(tailorToken);
    expect(tailorView.id).toBe(shopperView.id);
    expect(shopperView).toMatchObject({
      role: 'shopper',
      counterpart: 'Adunni Couture',
      order: { id: orderId, productName: 'Lace Buba and Iro' },
      messages: [],
    });
    expect(tailorView).toMatchObject({ role: 'tailor', counterpart: 'Adaeze Okafor' });
  });

  it('keeps messages oldest first and counts what the other side has not read', async () => {
    const { id } = await orderThread();
    const first = await post(`/api/messages/threads/${id}/messages`, {
      body: 'Hello, can the sleeves be longer?',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ mine: true, senderName: 'Adaeze Okafor' });
    advance(1);
    await post(`/api/messages/threads/${id}/messages`, { body: 'And a slit at the side.' });

    expect((await get('/api/messages/unread', tailorToken)).json()).toEqual({
      count: 2,
      asShopper: 0,
      asTailor: 2,
    });
    const read = (await get(`/api/messages/threads/${id}`, tailorToken)).json() as ThreadDetail;
    expect(read.messages.map((m) => m.body)).toEqual([
      'Hello, can the sleeves be longer?',
      'And a slit at the side.',
    ]);
    expect(read.messages.every((m) => !m.mine)).toBe(true);
    const marked = await post(`/api/messages/threads/${id}/read`, {}, tailorToken);
    expect(marked.statusCode).toBe(204);
    expect((await get('/api/messages/unread', tailorToken)).json().count).toBe(0);

    advance(1);
    await post(
      `/api/messages/threads/${id}/messages`,
      { body: 'Yes, both are fine.' },
      tailorToken,
    );
    expect((await get('/api/messages/unread')).json()).toMatchObject({ count: 1, asShopper: 1 });
    const list = (await get('/api/messages/threads')).json() as ThreadSummary[];
    expect(list[0]).toMatchObject({
      id,
      unread: 1,
      lastMessage: { body: 'Yes, both are fine.', mine: false },
    });
  });

  it('keeps HTML as the text it was written as', async () => {
    const { id } = await orderThread();
    const html = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const res = await post(`/api/messages/threads/${id}/messages`, { body: html });
    expect((res.json() as ChatMessage).body).toBe(html);
  });
});

describe('who may read and write a thread', () => {
  it('answers 404 to anyone else, by thread id, by order and in their own lists', async () => {
    const { id } = await orderThread();
    expectApiError(await get(`/api/messages/threads/${id}`, strangerToken), 404);
    expectApiError(
      await post(`/api/messages/threads/${id}/messages`, { body: 'hi' }, strangerToken),
      404,
    );
    expectApiError(await post(`/api/messages/threads/${id}/read`, {}, strangerToken), 404);
    expectApiError(await post(`/api/orders/${orderId}/thread`, {}, strangerToken), 404);
    expectApiError(await post(`/api/orders/${othersOrderId}/thread`, {}), 404);
    expect((await get('/api/messages/threads', strangerToken)).json()).toEqual([]);
    expect((await get('/api/messages/unread', strangerToken)).json().count).toBe(0);
  });

  it('lets an admin read but not write', async () => {
    const { id } = await orderThread();
    const res = await get(`/api/messages/threads/${id}`, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'admin' });
    expectApiError(
      await post(`/api/messages/threads/${id}/messages`, { body: 'hi' }, adminToken),
      403,
    );
  });

  it('refuses empty, overlong and foreign-photo messages with a 400 that says why', async () => {
    const { id } = await orderThread();
    const url = `/api/messages/threads/${id}/messages`;
    expect(expectApiError(await post(url, { body: '   ' }), 400).issues).toEqual([
      { path: 'body', message: 'Write a message or add a photo' },
    ]);
    expect(issuePaths(await post(url, { body: 'x'.repeat(2001) }))).toContain('body');
    expect(
      issuePaths(await post(url, { body: 'hi', photos: ['https://evil.example/x.jpg'] })),
    ).toContain('photos.0');
    expect(issuePaths(await post(url, { body: 'hi', threadId: 'other' }))).toEqual(
      expect.any(Array),
    );
  });
});

describe('photos in messages', () => {
  it('carries the sender’s own uploads, and refuses someone else’s', async () => {
    const { id } = await orderThread();
    const mine = await uploadPhoto(t.app);
    advance(1);
    const sent = await post(`/api/messages/threads/${id}/messages`, { photos: [mine.url] });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ body: '', photos: [mine.url] });
    const tailorView = (
      await get(`/api/messages/threads/${id}`, tailorToken)
    ).json() as ThreadDetail;
    expect(tailorView.messages.at(-1)!.photos).toEqual([mine.url]);

    const theirs = await uploadPhoto(t.app, cookieHeader(strangerToken));
    const res = await post(`/api/messages/threads/${id}/messages`, {
      body: 'look',
      photos: [theirs.url],
    });
    expect(expectApiError(res, 400).message).toMatch(/not found among your uploads/);
  });
});

describe('a thread before any order', () => {
  it('is one per shopper and tailor, and the tailor cannot open one with themselves', async () => {
    const a = await post(`/api/tailors/${tailorId}/thread`, {});
    const b = await post(`/api/tailors/${tailorId}/thread`, {});
    expect(a.statusCode, a.body).toBe(200);
    expect(b.json().id).toBe(a.json().id);
    expect(a.json()).toMatchObject({ order: null, counterpart: 'Adunni Couture' });
    expectApiError(await post(`/api/tailors/${tailorId}/thread`, {}, tailorToken), 400);
    expectApiError(await post('/api/tailors/no-such-tailor/thread', {}), 404);
  });
});

describe('texts to the side that is away', () => {
  it('sends at most one a thread an hour, and none while they are in messages', async () => {
    const { id } = await post(`/api/tailors/${tailorId}/thread`, {}, strangerToken).then((r) =>
      r.json(),
    );
    // The tailor was last in messages long ago (the earlier tests): away.
    advance(60);
    const before = (await awayTexts(TAILOR_PHONE)).length;
    await post(
      `/api/messages/threads/${id}/messages`,
      { body: 'Do you make aso-oke caps?' },
      strangerToken,
    );
    expect((await awayTexts(TAILOR_PHONE)).length).toBe(before + 1);
    const [text] = (await awayTexts(TAILOR_PHONE)).slice(-1);
    expect(text!.body).toContain('Do you make aso-oke caps?');

    advance(30);
    await post(`/api/messages/threads/${id}/messages`, { body: 'And agbada?' }, strangerToken);
    expect((await awayTexts(TAILOR_PHONE)).length, 'within the hour').toBe(before + 1);

    advance(31);
    await get('/api/messages/unread', tailorToken); // the tailor is in messages now
    await post(`/api/messages/threads/${id}/messages`, { body: 'Price?' }, strangerToken);
    expect((await awayTexts(TAILOR_PHONE)).length, 'the tailor is here').toBe(before + 1);

    advance(6);
    await post(`/api/messages/threads/${id}/messages`, { body: 'Hello?' }, strangerToken);
    expect((await awayTexts(TAILOR_PHONE)).length, 'away again, an hour later').toBe(before + 2);
  });
});
