import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboundMessages, tailorApplications, tailors, users } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { expectApiError, insertUser, insertUser1, isoTimestamp } from '../../../test/fixtures.ts';
import { cookieHeader, signIn } from '../../../test/sign-in.ts';
import { uploadPhoto } from '../../../test/photos.ts';

/** The review desk's decisions on tailor applications (issue 14), through the real routes. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let shopper: string;

const ADMIN_PHONE = '+2348010000000';
const SHOPPER_PHONE = '+2348050000005';

beforeAll(async () => {
  t = await createTestApp();
  await insertUser1(t.db);
  await insertUser(t.db, { phone: ADMIN_PHONE, roles: ['admin'] });
  admin = (await signIn(t.app, ADMIN_PHONE)).token;
  shopper = (await signIn(t.app, SHOPPER_PHONE)).token;
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.delete(tailorApplications);
  await t.db.delete(outboundMessages);
});

const application = (phone: string, overrides: Record<string, unknown> = {}) => ({
  businessName: 'Oyelaran Couture',
  businessDescription: 'Hand-woven aso-oke and agbada for weddings and chieftaincy titles.',
  location: 'Ibadan',
  phone,
  experience: 12,
  specialties: ['Agbada', 'Aso-oke'],
  previousWork: 'Forty weddings in 2024',
  businessLicense: 'RC-1234567',
  ...overrides,
});

async function apply(phone: string, token?: string, overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tailor-applications',
    payload: application(phone, overrides),
    headers: cookieHeader(token),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

const decide = (id: string, decision: 'approve' | 'reject', payload: object = {}, token = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/tailor-applications/${id}/${decision}`,
    payload,
    headers: cookieHeader(token),
  });

const list = (query = '', token = admin) =>
  t.app.inject({ url: `/api/admin/tailor-applications${query}`, headers: cookieHeader(token) });

const textsTo = async (to: string) =>
  (await t.db.select().from(outboundMessages).where(eq(outboundMessages.to, to))).map(
    (m) => m.body,
  );

describe('the queue', () => {
  it('filters by status, newest first, with every field the applicant wrote', async () => {
    const first = await apply('0803 100 0001');
    const second = await apply('0803 100 0002', undefined, { businessName: 'Ọlá Stitches' });
    await apply('0803 100 0003', undefined, { businessName: 'Eko Lace' });
    expect(
      (await decide(first.id, 'reject', { reviewNotes: 'No photos of previous work.' })).statusCode,
    ).toBe(200);
    expect((await decide(second.id, 'approve')).statusCode).toBe(200);

    const names = async (query: string) =>
      (await list(query)).json().items.map((a: { businessName: string }) => a.businessName);
    expect(await names('')).toEqual(['Eko Lace']);
    expect(await names('?status=approved')).toEqual(['Ọlá Stitches']);
    expect(await names('?status=rejected')).toEqual(['Oyelaran Couture']);
    expect(await names('?status=all')).toEqual(['Eko Lace', 'Ọlá Stitches', 'Oyelaran Couture']);
    const [rejected] = (await list('?status=rejected')).json().items;
    expect(rejected).toMatchObject({
      ...application('08031000001'),
      status: 'rejected',
      reviewNotes: 'No photos of previous work.',
      reviewedAt: expect.stringMatching(isoTimestamp),
      submittedAt: expect.stringMatching(isoTimestamp),
      applicantPhone: '+2348031000001',
      submittedSignedIn: false,
    });
    expect(rejected).not.toHaveProperty('contentHash');
  });

  it('refuses a status it does not know with 400', async () => {
    expectApiError(await list('?status=archived'), 400);
  });
});

describe('approve', () => {
  it('makes a visitor’s application a tailor: an account for its phone, the role, the profile, a text', async () => {
    const { id } = await apply('0803 200 0001');
    const res = await decide(id, 'approve', { reviewNotes: 'Lovely portfolio' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: 'approved',
      reviewNotes: 'Lovely portfolio',
      reviewedAt: expect.stringMatching(isoTimestamp),
      tailorId: expect.any(String),
    });
    const [account] = await t.db.select().from(users).where(eq(users.phone, '+2348032000001'));
    expect(account!.roles).toEqual(['shopper', 'tailor']);
    const [tailor] = await t.db.select().from(tailors).where(eq(tailors.userId, account!.id));
    expect(tailor).toMatchObject({
      id: res.json().tailorId,
      businessName: 'Oyelaran Couture',
      location: 'Ibadan',
      state: 'Oyo',
      bio: application('').businessDescription,
      experience: 12,
      specialties: ['Agbada', 'Aso-oke'],
      isVerified: false,
      responseTime: 'Within 24 hours',
    });
    expect(await textsTo('+2348032000001')).toEqual([
      expect.stringContaining('we have your application for Oyelaran Couture'),
      expect.stringMatching(
        /Oyelaran Couture is approved as a Telo master tailor.*: http:\/\/localhost:3000\/dashboard$/,
      ),
    ]);
    // The demo shopper the visitor acted for did not become a tailor.
    const [user1] = await t.db.select().from(users).where(eq(users.id, 'user1'));
    expect(user1!.roles).toEqual(['shopper']);

    // The new tailor signs in with that number and reaches their workspace; the profile is public.
    const { token, signedIn } = await signIn(t.app, '0803 200 0001');
    expect(signedIn.me).toMatchObject({ id: account!.id, roles: ['shopper', 'tailor'] });
    const me = await t.app.inject({ url: '/api/tailor/me', headers: cookieHeader(token) });
    expect(me.json()).toMatchObject({ businessName: 'Oyelaran Couture' });
    const publicProfile = await t.app.inject({ url: `/api/tailors/${tailor!.id}` });
    expect(publicProfile.json()).toMatchObject({ businessName: 'Oyelaran Couture' });
  });

  it('links a signed-in applicant’s own account, even when the application names another number', async () => {
    const signedIn = await signIn(t.app, '+2348050000077');
    const { id } = await apply('0803 200 0002', signedIn.token);
    expect((await decide(id, 'approve')).statusCode).toBe(200);
    const [account] = await t.db.select().from(users).where(eq(users.phone, '+2348050000077'));
    expect(account!.roles).toContain('tailor');
    expect(await t.db.select().from(users).where(eq(users.phone, '+2348032000002'))).toEqual([]);
  });

  it('answers 409 to a second approval and to approval after rejection; 404 for none', async () => {
    const { id } = await apply('0803 200 0003');
    expect((await decide(id, 'approve')).statusCode).toBe(200);
    expect(expectApiError(await decide(id, 'approve'), 409).message).toBe(
      'This application was already approved',
    );
    expect(
      expectApiError(await decide(id, 'reject', { reviewNotes: 'Changed my mind, sorry.' }), 409)
        .message,
    ).toBe('This application was already approved');
    const other = await apply('0803 200 0004');
    expect(
      (await decide(other.id, 'reject', { reviewNotes: 'Not enough detail here.' })).statusCode,
    ).toBe(200);
    expectApiError(await decide(other.id, 'approve'), 409);
    expectApiError(await decide('no-such-application', 'approve'), 404);
  });

  it('creates one tailor when ten approvals of one application arrive at once', async () => {
    const { id } = await apply('0803 200 0005');
    const answers = await Promise.all(Array.from({ length: 10 }, () => decide(id, 'approve')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const [account] = await t.db.select().from(users).where(eq(users.phone, '+2348032000005'));
    expect(await t.db.select().from(tailors).where(eq(tailors.userId, account!.id))).toHaveLength(
      1,
    );
    // The acknowledgement, and one approval text.
    expect(await textsTo('+2348032000005')).toHaveLength(2);
  });

  it('refuses with 409, changing nothing, when the account already has a tailor profile', async () => {
    const first = await apply('0803 200 0006');
    expect((await decide(first.id, 'approve')).statusCode).toBe(200);
    const second = await apply('0803 200 0006', undefined, { businessName: 'Second Shop' });
    expect(expectApiError(await decide(second.id, 'approve'), 409).message).toBe(
      'The applicant’s account already has a tailor profile',
    );
    const [row] = await t.db
      .select()
      .from(tailorApplications)
      .where(eq(tailorApplications.id, second.id));
    expect(row).toMatchObject({ status: 'pending', reviewedAt: null });
  });
});

describe('state, town and photos of previous work (issue 29)', () => {
  it('shows the desk her photos, and approval makes her a tailor in her state and town', async () => {
    const photo = await uploadPhoto(t.app);
    const { id } = await apply('0803 600 0001', undefined, {
      location: 'Abeokuta',
      state: 'Ogun',
      previousWorkPhotos: [photo.url],
    });
    const [queued] = (await list()).json().items;
    expect(queued).toMatchObject({ id, state: 'Ogun', previousWorkPhotos: [photo.url] });
    const res = await decide(id, 'approve');
    const [tailor] = await t.db.select().from(tailors).where(eq(tailors.id, res.json().tailorId));
    expect(tailor).toMatchObject({ location: 'Abeokuta', state: 'Ogun' });
    // She is found under Ogun in the tailor filter, though no city of the demo's five names her.
    const found = await t.app.inject({ url: '/api/tailors?location=Ogun&limit=10' });
    expect(found.json().items.map((x: { id: string }) => x.id)).toContain(tailor!.id);
  });
});

describe('reject', () => {
  it('needs review notes, and sends them to the applicant', async () => {
    const { id } = await apply('0803 300 0001');
    expect(expectApiError(await decide(id, 'reject', {}), 400).issues?.[0]?.path).toBe(
      'reviewNotes',
    );
    expectApiError(await decide(id, 'reject', { reviewNotes: '   ' }), 400);
    const res = await decide(id, 'reject', { reviewNotes: 'Please add photos of your work.' });
    expect(res.json()).toMatchObject({ status: 'rejected', reviewedAt: expect.any(String) });
    expect((await textsTo('+2348033000001')).slice(1)).toEqual([
      'Telo: your tailor application for Oyelaran Couture was not approved. Our reason: ' +
        '"Please add photos of your work." You are welcome to apply again: ' +
        'http://localhost:3000/become-tailor',
    ]);
  });
});

describe('GET /api/tailor-applications/mine', () => {
  it('shows a signed-in applicant the status of applications from their account or number', async () => {
    const { id } = await apply('0803 400 0001');
    await decide(id, 'reject', { reviewNotes: 'Add your business licence.' });
    const { token } = await signIn(t.app, '0803 400 0001');
    const res = await t.app.inject({
      url: '/api/tailor-applications/mine',
      headers: cookieHeader(token),
    });
    expect(res.json()).toEqual([
      {
        id,
        businessName: 'Oyelaran Couture',
        status: 'rejected',
        reviewNotes: 'Add your business licence.',
        submittedAt: expect.stringMatching(isoTimestamp),
        reviewedAt: expect.stringMatching(isoTimestamp),
      },
    ]);
    const other = await t.app.inject({
      url: '/api/tailor-applications/mine',
      headers: cookieHeader(shopper),
    });
    expect(other.json()).toEqual([]);
    expectApiError(await t.app.inject({ url: '/api/tailor-applications/mine' }), 401);
  });

  it('one pending application per signed-in account, whatever number it names', async () => {
    const { token } = await signIn(t.app, '+2348050000088');
    await apply('0803 400 0002', token);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/tailor-applications',
      payload: application('0803 400 0003'),
      headers: cookieHeader(token),
    });
    expectApiError(again, 409);
  });
});

describe('without the admin role', () => {
  it('refuses approve and reject: 401 signed out, 403 for a shopper; nothing changes', async () => {
    const { id } = await apply('0803 500 0001');
    for (const decision of ['approve', 'reject'] as const) {
      expectApiError(
        await decide(id, decision, { reviewNotes: 'Looks fine to me.' }, shopper),
        403,
      );
      expectApiError(await decide(id, decision, { reviewNotes: 'Looks fine to me.' }, ''), 401);
    }
    const [row] = await t.db.select().from(tailorApplications).where(eq(tailorApplications.id, id));
    expect(row!.status).toBe('pending');
  });
});
