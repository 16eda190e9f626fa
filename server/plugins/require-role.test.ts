import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tailorApplications, users } from '../db/schema/index.ts';
import { createTestApp } from '../../test/test-app.ts';
import { expectApiError, insertTailor, insertUser, insertUser1 } from '../../test/fixtures.ts';
import { cookieHeader, signIn } from '../../test/sign-in.ts';
import { hasRole } from './require-role.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<'shopper' | 'tailor' | 'admin', string> = {
  shopper: '',
  tailor: '',
  admin: '',
};
let tailorId: string;

beforeAll(async () => {
  t = await createTestApp();
  const applicant = await insertUser1(t.db);
  await insertUser(t.db, { phone: '+2348010000000', roles: ['admin'] });
  const tailor = await insertTailor(t.db, { businessName: 'Kano Royal Threads' });
  tailorId = tailor.id;
  await t.db
    .update(users)
    .set({ phone: '+2348010000101', roles: ['shopper', 'tailor'] })
    .where(eq(users.id, tailor.userId));
  for (const [i, status] of (['pending', 'approved', 'pending'] as const).entries()) {
    await t.db.insert(tailorApplications).values({
      userId: applicant.id,
      businessName: `Application ${i}`,
      businessDescription: 'Agbada and senator suits',
      location: 'Lagos',
      phone: '08031234567',
      experience: 5,
      specialties: ['Agbada'],
      status,
      contentHash: `application-${i}`,
      submittedAt: new Date(Date.UTC(2026, 0, 1 + i)),
    });
  }
  tokens.shopper = (await signIn(t.app, '+2348050000005')).token;
  tokens.tailor = (await signIn(t.app, '+2348010000101')).token;
  tokens.admin = (await signIn(t.app, '+2348010000000')).token;
});
afterAll(() => t?.close());

const get = (url: string, token?: string) => t.app.inject({ url, headers: cookieHeader(token) });

describe('GET /api/admin/tailor-applications (admin)', () => {
  const url = '/api/admin/tailor-applications';

  it('answers 401 without a signed-in session, demo shopper included', async () => {
    expect(expectApiError(await get(url), 401).message).toBe('Sign in to continue');
  });

  it('answers 403 to a shopper and to a tailor', async () => {
    expectApiError(await get(url, tokens.shopper), 403);
    expectApiError(await get(url, tokens.tailor), 403);
  });

  it('lists the pending applications, newest first, a page at a time', async () => {
    const res = await get(url, tokens.admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, pageSize: 20, total: 2 });
    expect(body.items.map((a: { businessName: string }) => a.businessName)).toEqual([
      'Application 2',
      'Application 0',
    ]);
    const second = (await get(`${url}?page=2&pageSize=1`, tokens.admin)).json();
    expect(second.items.map((a: { businessName: string }) => a.businessName)).toEqual([
      'Application 0',
    ]);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a page size above 50 with 400, but checks the role first', async () => {
    expectApiError(await get(`${url}?pageSize=500`, tokens.admin), 400);
    expectApiError(await get(`${url}?pageSize=500`, tokens.shopper), 403);
    expectApiError(await get(`${url}?pageSize=500`), 401);
  });
});

describe('GET /api/tailor/me (tailor)', () => {
  it('answers 401 without a signed-in session and 403 without the tailor role', async () => {
    expectApiError(await get('/api/tailor/me'), 401);
    expectApiError(await get('/api/tailor/me', tokens.shopper), 403);
    expectApiError(await get('/api/tailor/me', tokens.admin), 403);
  });

  it('answers the tailor’s own tailors row', async () => {
    const res = await get('/api/tailor/me', tokens.tailor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: tailorId, businessName: 'Kano Royal Threads' });
    const me = (await get('/api/me', tokens.tailor)).json();
    expect(me).toMatchObject({ roles: ['shopper', 'tailor'], tailorId });
  });
});

describe('hasRole (services that answer by who reads)', () => {
  it('counts a role only on a signed-in session', () => {
    expect(hasRole({ signedIn: true, roles: ['shopper', 'admin'] }, 'admin')).toBe(true);
    expect(hasRole({ signedIn: true, roles: ['shopper', 'admin'] }, 'tailor')).toBe(false);
    // A row's roles do not count for a session that has not signed in (demo mode, guests).
    expect(hasRole({ signedIn: false, roles: ['admin'] }, 'admin')).toBe(false);
  });
});
