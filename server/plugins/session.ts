import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { PLACEHOLDER_USER_ID } from '../../shared/catalog.ts';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { ForbiddenError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The shopper this request acts for, from the session. Never from the body or path. */
    userId: string;
  }
}

const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** 256 bits of randomness, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Over https the `__Host-` prefix pins the cookie to our exact host, path / and Secure. */
export const sessionCookieName = (request: FastifyRequest) =>
  request.protocol === 'https' ? '__Host-telo_session' : 'telo_session';

/** Requests that change something: only they may start a session (see below). */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every request in this scope acts for the user of its session. A visitor without a valid
 * session acts for the spec's placeholder shopper until sign-in exists (sign-in will only change
 * which user a new session is given). The session row and its cookie are made on the visitor's
 * first write, never on a read: a crawler or a shopper who only looks fills no table, and a read
 * answers exactly what a brand-new session would have read.
 */
export async function registerSessions(app: FastifyInstance, { db }: { db: Db }) {
  // Cookies are parsed once, at the root (server/app.ts), for rate limits and sessions alike.
  app.decorateRequest('userId', '');
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[sessionCookieName(request)];
    const userId = token && TOKEN_PATTERN.test(token) ? await findUser(db, token) : undefined;
    if (userId !== undefined) request.userId = userId;
    else if (WRITES.has(request.method)) request.userId = await startSession(db, request, reply);
    else request.userId = PLACEHOLDER_USER_ID;
  });
}

async function findUser(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())));
  return row?.userId;
}

async function startSession(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * DAY_MS);
  const userId = PLACEHOLDER_USER_ID;
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  reply.setCookie(sessionCookieName(request), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires: expiresAt,
  });
  return userId;
}

/** Expired sessions are useless: removed at start-up and then daily. */
export async function deleteExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

export function assertIsCurrentUser(request: FastifyRequest, userId: string | undefined) {
  if (userId !== undefined && userId !== request.userId) {
    throw new ForbiddenError('You may only access your own cart, measurements and orders');
  }
}
