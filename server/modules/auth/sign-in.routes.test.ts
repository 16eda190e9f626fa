import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCodes, outboundMessages, sessions } from '../../db/schema/index.ts';
import { hashToken } from '../../plugins/session.ts';
import { SIGNED_IN_HINT_COOKIE } from '../../../shared/signed-in-hint.ts';
import { deleteOldCodes } from './auth.service.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { expectApiError, insertUser, insertUser1, issuePaths } from '../../../test/fixtures.ts';
import {
  ageCodes,
  askForCode,
  cookieHeader,
  latestCode,
  SESSION_COOKIE,
  sessionTokenSet,
  signIn,
  verifyCode,
} from '../../../test/sign-in.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
  await insertUser1(t.db);
});
afterAll(() => t?.close());

/** A different number for each test, so their codes and limits never meet. */
let serial = 1000;
const newNumber = () => `+23481${String(++serial).padStart(8, '0')}`;
const REFUSED = 'That code is not right or has expired. Ask for a new code.';
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('signing in with a code sent to a phone number', () => {
  it('sends the code through the outbox and signs a new shopper in', async () => {
    const sent = await askForCode(t.app, '0803 123 4567');
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({
      channel: 'sms',
      to: '+2348031234567',
      resendAfterSeconds: 60,
      expiresInSeconds: 600,
    });
    const outbox = (await t.app.inject({ url: '/api/dev/outbox' })).json();
    expect(outbox[0]).toEqual({
      channel: 'sms',
      to: '+2348031234567',
      body: expect.stringMatching(/^Your Telo code is \d{6}\. It expires in 10 minutes\.$/),
      createdAt: expect.any(String),
    });
    const code = await latestCode(t.app, '+2348031234567');
    const res = await verifyCode(t.app, '+2348031234567', code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      isNewAccount: true,
      me: expect.objectContaining({
        phone: '+2348031234567',
        roles: ['shopper'],
        signedIn: true,
        demo: false,
        fullName: null,
      }),
    });
    const token = sessionTokenSet(res);
    const me = await t.app.inject({ url: '/api/me', headers: cookieHeader(token) });
    expect(me.json()).toMatchObject({ id: res.json().me.id, signedIn: true });
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('keeps only a hash of the code, and the outbox delivers the message', async () => {
    const to = newNumber();
    await askForCode(t.app, to);
    await t.app.outbox.idle();
    const code = await latestCode(t.app, to);
    const [row] = await t.db.select().from(authCodes).where(eq(authCodes.destination, to));
    expect(JSON.stringify(row)).not.toContain(code);
    const [message] = await t.db.select().from(outboundMessages).where(eq(outboundMessages.to, to));
    expect(message).toMatchObject({ channel: 'sms', status: 'sent', attempts: 1 });
  });

  it('signs the same account in again, and the account can give its full name', async () => {
    const to = newNumber();
    const first = await signIn(t.app, to);
    await ageCodes(t.db, to, 2 * 60 * 60);
    const again = await signIn(t.app, `0${to.slice(4)}`);
    expect(again.signedIn.isNewAccount).toBe(false);
    expect(again.signedIn.me.id).toBe(first.signedIn.me.id);
    const named = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      payload: { fullName: '  Ngozi Adeyemi ' },
      headers: cookieHeader(again.token),
    });
    expect(named.statusCode).toBe(200);
    expect(named.json().fullName).toBe('Ngozi Adeyemi');
    expect(
      issuePaths(
        await t.app.inject({
          method: 'PATCH',
          url: '/api/me',
          payload: { fullName: 'N' },
          headers: cookieHeader(again.token),
        }),
      ),
    ).toEqual(['fullName']);
  });

  it('signs in by email, lower-cased, as an account of its own', async () => {
    const { signedIn } = await signIn(t.app, 'Bola.Tinubu@Example.NG');
    expect(signedIn.me).toMatchObject({ email: 'bola.tinubu@example.ng', phone: null });
  });

  it('answers exactly the same for a number with an account and one without', async () => {
    const known = newNumber();
    await insertUser(t.db, { phone: known });
    const unknown = newNumber();
    const a = await askForCode(t.app, known);
    const b = await askForCode(t.app, unknown);
    expect(a.statusCode).toBe(b.statusCode);
    expect({ ...a.json(), to: 'x' }).toEqual({ ...b.json(), to: 'x' });
    expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());
  });

  it('refuses what is neither a Nigerian mobile number nor an email, naming the field', async () => {
    const res = await askForCode(t.app, '0203 123 4567');
    expect(issuePaths(res)).toEqual(['destination']);
    expect(res.json().message).toMatch(/Nigerian mobile number/);
  });
});

describe('refused codes', () => {
  // Every refusal reads alike, and a stranger's guesses spare the owner's code:
  // sign-in-lockout.test.ts (decision 042).
  it('refuses a wrong code, then accepts the right one', async () => {
    const to = newNumber();
    await askForCode(t.app, to);
    const code = await latestCode(t.app, to);
    const wrong = await verifyCode(t.app, to, otherCode(code));
    expect(expectApiError(wrong, 400)).toEqual({ message: REFUSED });
    expect(sessionTokenSet(wrong)).toBeUndefined();
    expect((await verifyCode(t.app, to, code)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const to = newNumber();
    await askForCode(t.app, to);
    const code = await latestCode(t.app, to);
    await ageCodes(t.db, to, 10 * 60 + 1);
    expect(expectApiError(await verifyCode(t.app, to, code), 400).message).toBe(REFUSED);
  });

  it('refuses a code used once already', async () => {
    const to = newNumber();
    await askForCode(t.app, to);
    const code = await latestCode(t.app, to);
    expect((await verifyCode(t.app, to, code)).statusCode).toBe(200);
    expect(expectApiError(await verifyCode(t.app, to, code), 400).message).toBe(REFUSED);
  });

  it('a new code replaces the older one', async () => {
    const to = newNumber();
    await askForCode(t.app, to);
    const older = await latestCode(t.app, to);
    await ageCodes(t.db, to, 61);
    await askForCode(t.app, to);
    const newer = await latestCode(t.app, to);
    const rows = await t.db.select().from(authCodes).where(eq(authCodes.destination, to));
    expect(rows.filter((r) => r.usedAt === null)).toHaveLength(1);
    // (One time in a million the two codes are the same digits.)
    if (older !== newer) expectApiError(await verifyCode(t.app, to, older), 400);
    expect((await verifyCode(t.app, to, newer)).statusCode).toBe(200);
  });

  it('refuses a code for a destination that never asked for one', async () => {
    const res = await verifyCode(t.app, newNumber(), '123456');
    expect(expectApiError(res, 400).message).toBe(REFUSED);
  });

  it('refuses a code that is not 6 digits, naming the field', async () => {
    expect(issuePaths(await verifyCode(t.app, newNumber(), '12345'))).toEqual(['code']);
  });
});

// The limits that strangers cannot use up, and the number's own ceiling, on a driven clock:
// sign-in-lockout.test.ts (decision 042).
describe('send limits', () => {
  it('allows no second code within 60 seconds from one address: 429 with Retry-After', async () => {
    const to = newNumber();
    const address = '192.0.2.60';
    expect((await askForCode(t.app, to, undefined, address)).statusCode).toBe(202);
    const again = await askForCode(t.app, to, undefined, address);
    expectApiError(again, 429);
    const wait = Number(again.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(55);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it('waits SIGN_IN_CODE_RESEND_SECONDS instead when the server is given a shorter interval', async () => {
    const quick = await createTestApp({ signInCodeResendSeconds: 5 });
    try {
      const to = newNumber();
      // One asker: the resend interval is per number and asking address (decision 042).
      const address = '192.0.2.62';
      const first = await askForCode(quick.app, to, undefined, address);
      expect(first.statusCode).toBe(202);
      expect(first.json()).toMatchObject({ resendAfterSeconds: 5 });
      const again = await askForCode(quick.app, to, undefined, address);
      expectApiError(again, 429);
      expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(5);
      await ageCodes(quick.db, to, 6);
      expect((await askForCode(quick.app, to, undefined, address)).statusCode).toBe(202);
    } finally {
      await quick.close();
    }
  });

  it('allows 5 codes an hour per destination from one address', async () => {
    const to = newNumber();
    const address = '192.0.2.61';
    for (let i = 0; i < 5; i++) {
      expect((await askForCode(t.app, to, undefined, address)).statusCode).toBe(202);
      await ageCodes(t.db, to, 61);
    }
    const sixth = await askForCode(t.app, to, undefined, address);
    expectApiError(sixth, 429);
    // The first of the five was sent 5 × 61 s ago: it leaves the hour in about 55 minutes.
    const wait = Number(sixth.headers['retry-after']);
    expect(wait).toBeGreaterThan(3000);
    expect(wait).toBeLessThanOrEqual(3600 - 5 * 61 + 1);
  });

  it('allows 20 codes an hour per network address, whatever the destinations', async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < 20; i++) {
      expect((await askForCode(t.app, newNumber(), undefined, address)).statusCode).toBe(202);
    }
    const refused = await askForCode(t.app, newNumber(), undefined, address);
    expectApiError(refused, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await askForCode(t.app, newNumber(), undefined, '192.0.2.78')).statusCode).toBe(202);
  });
});

describe('sessions', () => {
  it('rotates the session token on sign-in: the old token no longer acts for anyone', async () => {
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      payload: { productId: 'x' },
    });
    const oldToken = sessionTokenSet(before);
    expect(oldToken).toBeTruthy();
    const { token } = await signIn(t.app, newNumber(), { token: oldToken });
    expect(token).not.toBe(oldToken);
    const oldRows = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(oldToken!)));
    expect(oldRows).toEqual([]);
    // The old cookie is now no session at all: demo mode reads it as the demo shopper.
    const me = await t.app.inject({ url: '/api/me', headers: cookieHeader(oldToken) });
    expect(me.json()).toMatchObject({ id: 'user1', demo: true, signedIn: false });
  });

  it('signs out: 204, the cookie is cleared and the token is dead', async () => {
    const { token } = await signIn(t.app, newNumber());
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      payload: {},
      headers: cookieHeader(token),
    });
    expect(out.statusCode).toBe(204);
    expect(sessionTokenSet(out)).toBe('');
    const me = await t.app.inject({ url: '/api/me', headers: cookieHeader(token) });
    expect(me.json()).toMatchObject({ id: 'user1', demo: true, signedIn: false });
  });

  it('tells the browser’s pages whether it is signed in, in a cookie that says nothing more', async () => {
    const hint = (res: {
      cookies: { name: string; value: string; expires?: Date; httpOnly?: boolean }[];
    }) => res.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE);
    const number = newNumber();
    await askForCode(t.app, number);
    const verified = await verifyCode(t.app, number, await latestCode(t.app, number));
    const token = sessionTokenSet(verified)!;
    // Readable by the page's head script, and it ends with the session's cookie.
    const sessionCookie = verified.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(hint(verified)).toMatchObject({ value: '1', expires: sessionCookie!.expires });
    expect(hint(verified)!.httpOnly).toBeFalsy();

    // Kept in step by every answer: set where it went missing, dropped where it lies.
    const missing = await t.app.inject({ url: '/api/me', headers: cookieHeader(token) });
    expect(hint(missing)?.value).toBe('1');
    const agreeing = await t.app.inject({
      url: '/api/me',
      headers: { cookie: `${cookieHeader(token).cookie}; ${SIGNED_IN_HINT_COOKIE}=1` },
    });
    expect(hint(agreeing)).toBeUndefined();
    const lying = await t.app.inject({
      url: '/api/me',
      headers: { cookie: `${SIGNED_IN_HINT_COOKIE}=1` },
    });
    expect(hint(lying)?.value).toBe('');
    expect(lying.json()).toMatchObject({ id: 'user1', signedIn: false });

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      payload: {},
      headers: { cookie: `${cookieHeader(token).cookie}; ${SIGNED_IN_HINT_COOKIE}=1` },
    });
    expect(hint(out)?.value).toBe('');
  });

  it('PATCH /api/me needs a signed-in account: 401 for the demo shopper', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      payload: { fullName: 'Ada Obi' },
    });
    expectApiError(res, 401);
  });
});

describe('old codes', () => {
  it('are removed after a day; newer ones stay and still work', async () => {
    const old = newNumber();
    const fresh = newNumber();
    await askForCode(t.app, old);
    await askForCode(t.app, fresh);
    await ageCodes(t.db, old, 25 * 60 * 60);
    await deleteOldCodes(t.db);
    const left = await t.db.select().from(authCodes);
    expect(left.some((c) => c.destination === old)).toBe(false);
    expect((await verifyCode(t.app, fresh, await latestCode(t.app, fresh))).statusCode).toBe(200);
  });
});
