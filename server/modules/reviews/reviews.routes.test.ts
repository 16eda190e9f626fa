import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { OWN_WORKSHOP_REVIEW } from '../../../shared/own-workshop.ts';
import { tailors } from '../../db/schema/index.ts';
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
import type { Review, TailorReviewPage } from '../../../shared/schemas/review.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const TAILOR_PHONE = '+2348032220001';
const OTHER_TAILOR_PHONE = '+2348032220002';
let tailorId: string;
let tailorToken: string;
let otherTailorToken: string;
let product: Awaited<ReturnType<typeof insertProduct>>;

beforeAll(async () => {
  t = await createTestApp();
  await insertUser1(t.db, { fullName: 'Adaeze Okafor' });
  const user = await insertUser(t.db, { phone: TAILOR_PHONE, roles: ['shopper', 'tailor'] });
  const [tailor] = await t.db
    .insert(tailors)
    .values(buildTailor(user.id, { rating: 0, reviewCount: 0 }))
    .returning();
  tailorId = tailor!.id;
  const otherUser = await insertUser(t.db, {
    phone: OTHER_TAILOR_PHONE,
    roles: ['shopper', 'tailor'],
  });
  await t.db.insert(tailors).values(buildTailor(otherUser.id));
  product = await insertProduct(t.db, tailorId, { name: 'Senator Suit' });
  tailorToken = (await signIn(t.app, TAILOR_PHONE)).token;
  otherTailorToken = (await signIn(t.app, OTHER_TAILOR_PHONE)).token;
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookieHeader(token) });
const completedOrder = async (userId = USER1) =>
  (await insertOrder(t.db, userId, product, { status: 'completed' })).id;
const tailorRow = async () =>
  (await t.db.select().from(tailors).where(eq(tailors.id, tailorId)))[0]!;
const review = (orderId: string, rating: number, token?: string) =>
  post(`/api/orders/${orderId}/review`, { rating, body: 'Well cut and delivered on time.' }, token);

describe('Rate & Review', () => {
  it('stores the review and recomputes the tailor’s rating and count with it', async () => {
    const res = await review(await completedOrder(), 5);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      reviewer: 'Adaeze O.',
      productName: 'Senator Suit',
      rating: 5,
      reply: null,
    });
    expect(await tailorRow()).toMatchObject({ rating: 5, reviewCount: 1 });
    await review(await completedOrder(), 4);
    await review(await completedOrder(), 4);
    // (5 + 4 + 4) / 3 = 4.333… → 4.33, as decimal(3,2).
    expect(await tailorRow()).toMatchObject({ rating: 4.33, reviewCount: 3 });
    const tailor = await t.app.inject({ url: `/api/tailors/${tailorId}` });
    expect(tailor.json()).toMatchObject({ rating: 4.33, reviewCount: 3 });
  });

  it('takes one review per order, even when two arrive together', async () => {
    const orderId = await completedOrder();
    const answers = await Promise.all([review(orderId, 5), review(orderId, 1)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expectApiError(await review(orderId, 3), 409);
    const page = (
      await t.app.inject({ url: `/api/tailors/${tailorId}/reviews` })
    ).json() as TailorReviewPage;
    expect(page.items.filter((r) => r.orderId === orderId)).toHaveLength(1);
    expect((await tailorRow()).reviewCount).toBe(page.total);
  });

  it('refuses an order that is not completed, not yours or missing', async () => {
    for (const status of ['pending', 'in_progress', 'cancelled'] as const) {
      const { id } = await insertOrder(t.db, USER1, product, { status });
      expect(expectApiError(await review(id, 5), 409).message).toBe(
        'Only a completed order can be reviewed',
      );
    }
    const other = await insertUser(t.db);
    expectApiError(await review(await completedOrder(other.id), 5), 404);
    expectApiError(await review('no-such-order', 5), 404);
    // The tailor cannot review their own work either.
    expectApiError(await review(await completedOrder(), 5, tailorToken), 404);
  });

  it('refuses the tailor’s own account a review of her workshop: 403, rating unchanged', async () => {
    // Issue 28, finding 2: a tailor bought her own outfit and rated it 5★. An order of her own
    // (say from before the checkout refused them) is completed; she signs in and tries.
    const [owner] = await t.db
      .select({ userId: tailors.userId })
      .from(tailors)
      .where(eq(tailors.id, tailorId));
    const before = await tailorRow();
    const refused = await review(await completedOrder(owner!.userId), 5, tailorToken);
    expect(expectApiError(refused, 403).message).toBe(OWN_WORKSHOP_REVIEW);
    const after = await tailorRow();
    expect([after.rating, after.reviewCount]).toEqual([before.rating, before.reviewCount]);
    // Another tailor's account is a shopper like any other here.
    const [otherOwner] = await t.db
      .select({ userId: tailors.userId })
      .from(tailors)
      .where(sql`${tailors.id} <> ${tailorId}`);
    const allowed = await review(await completedOrder(otherOwner!.userId), 4, otherTailorToken);
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it('keeps the shopper’s own photos of the outfit, and refuses someone else’s', async () => {
    const photo = await uploadPhoto(t.app);
    const res = await post(`/api/orders/${await completedOrder()}/review`, {
      rating: 5,
      body: 'Fits beautifully, see the photo.',
      photos: [photo.url],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().photos).toEqual([photo.url]);
    const theirs = await uploadPhoto(t.app, cookieHeader(tailorToken));
    const refused = await post(`/api/orders/${await completedOrder()}/review`, {
      rating: 5,
      body: 'Fits beautifully, see the photo.',
      photos: [theirs.url],
    });
    expectApiError(refused, 400);
  });

  it('explains bad ratings and texts with a 400', async () => {
    const orderId = await completedOrder();
    const url = `/api/orders/${orderId}/review`;
    expect(issuePaths(await post(url, { rating: 6, body: 'Lovely fit and finish.' }))).toEqual([
      'rating',
    ]);
    expect(issuePaths(await post(url, { rating: 2.5, body: 'Lovely fit and finish.' }))).toEqual([
      'rating',
    ]);
    expect(issuePaths(await post(url, { rating: 5, body: 'ok' }))).toEqual(['body']);
    expect(issuePaths(await post(url, { rating: 5, body: 'x'.repeat(2001) }))).toEqual(['body']);
    expect(issuePaths(await post(url, { rating: 5, body: 'Lovely fit.', tailorId }))).toEqual(
      expect.any(Array),
    );
  });
});

describe('the tailor’s reply', () => {
  it('is allowed once, to the review’s tailor only', async () => {
    const created = (await review(await completedOrder(), 3)).json() as Review;
    const url = `/api/reviews/${created.id}/reply`;
    expectApiError(await post(url, { body: 'Thank you!' }), 404); // the shopper
    expectApiError(await post(url, { body: 'Thank you!' }, otherTailorToken), 404);
    const replied = await post(url, { body: 'Thank you, come back for the fitting.' }, tailorToken);
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json()).toMatchObject({ reply: 'Thank you, come back for the fitting.' });
    expectApiError(await post(url, { body: 'Second thoughts' }, tailorToken), 409);
  });
});

describe('a tailor’s reviews', () => {
  it('are listed newest first, paged, with the distribution of stars', async () => {
    const page1 = (
      await t.app.inject({ url: `/api/tailors/${tailorId}/reviews?pageSize=2` })
    ).json() as TailorReviewPage;
    const page2 = (
      await t.app.inject({ url: `/api/tailors/${tailorId}/reviews?pageSize=2&page=2` })
    ).json() as TailorReviewPage;
    const row = await tailorRow();
    expect(page1.total).toBe(row.reviewCount);
    expect(page1.distribution.reduce((a, b) => a + b, 0)).toBe(row.reviewCount);
    expect(page1.rating).toBe(row.rating);
    expect(page1.items).toHaveLength(2);
    const times = [...page1.items, ...page2.items].map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set([...page1.items, ...page2.items].map((r) => r.id)).size).toBe(4);
  });

  it('and the shopper’s own reviews list only theirs', async () => {
    const mine = (await t.app.inject({ url: `/api/users/${USER1}/reviews` })).json() as Review[];
    expect(mine.length).toBeGreaterThan(0);
    expect((await t.app.inject({ url: '/api/users/someone-else/reviews' })).statusCode).toBe(403);
  });
});
