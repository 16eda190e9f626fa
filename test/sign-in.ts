/**
 * Signing in through the real routes, for integration tests: ask for a code, read it from the
 * development outbox (GET /api/dev/outbox), verify it, keep the session cookie.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { OutboxEntry, SignedIn } from '../shared/schemas/account.ts';
import type { Db } from '../server/db/client.ts';
import { authCodes } from '../server/db/schema/index.ts';

export const SESSION_COOKIE = 'telo_session';

/** `Cookie` header of a session token (or none). */
export const cookieHeader = (token: string | undefined): Record<string, string> =>
  token ? { cookie: `${SESSION_COOKIE}=${token}` } : {};

/** The session token a response set, '' when it cleared the cookie, undefined when untouched. */
export function sessionTokenSet(res: { cookies: { name: string; value: string }[] }) {
  return res.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
}

/**
 * A network address of its own for each call unless one is given, so the per-address send limit
 * (20 an hour) only counts where a test means it to.
 */
const someAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

export const askForCode = (
  app: FastifyInstance,
  destination: string,
  token?: string,
  remoteAddress = someAddress(),
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/code',
    payload: { destination },
    headers: cookieHeader(token),
    remoteAddress,
  });

/** Verifies from `remoteAddress` (inject's own 127.0.0.1 unless given). */
export const verifyCode = (
  app: FastifyInstance,
  destination: string,
  code: string,
  token?: string,
  remoteAddress?: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/verify',
    payload: { destination, code },
    headers: cookieHeader(token),
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** The newest code the outbox holds for `to` (E.164 or lower-cased email). */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const res = await app.inject({ url: '/api/dev/outbox' });
  expect(res.statusCode).toBe(200);
  const entry = (res.json() as OutboxEntry[]).find((m) => m.to === to);
  const code = entry?.body.match(/code is (\d{6})/)?.[1];
  if (!code) throw new Error(`No code in the outbox for ${to}`);
  return code;
}

/**
 * Signs in as the owner of `destination` (made on first sign-in), from the browser holding
 * `token` if given; returns the new session token and the answer.
 */
export async function signIn(
  app: FastifyInstance,
  destination: string,
  { token, to }: { token?: string; to?: string } = {},
): Promise<{ token: string; signedIn: SignedIn }> {
  const sent = await askForCode(app, destination, token);
  expect(sent.statusCode, sent.body).toBe(202);
  const code = await latestCode(app, to ?? sent.json().to);
  const res = await verifyCode(app, destination, code, token);
  expect(res.statusCode, res.body).toBe(200);
  const newToken = sessionTokenSet(res);
  if (!newToken) throw new Error('Sign-in set no session cookie');
  return { token: newToken, signedIn: res.json() };
}

/** Moves the destination's codes `seconds` into the past (their sends and their expiry alike). */
export async function ageCodes(db: Db, to: string, seconds: number) {
  await db
    .update(authCodes)
    .set({
      createdAt: sql`${authCodes.createdAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${authCodes.expiresAt} - make_interval(secs => ${seconds})`,
    })
    .where(eq(authCodes.destination, to));
}
