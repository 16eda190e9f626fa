import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { PLACEHOLDER_USER_ID } from '../../shared/catalog.ts';
import type { Db } from '../db/client.ts';
import { preparedPerDb } from '../db/prepared.ts';
import { sessions, UNUSABLE_PASSWORD, users } from '../db/schema/index.ts';
import { ForbiddenError } from '../errors.ts';
import { SIGNED_IN_HINT_COOKIE } from '../../shared/signed-in-hint.ts';

/** What the session plugin learnt about the browser's session cookie. */
export type SessionState = {
  /** The stored hash of the cookie's token; null without a valid session. */
  tokenHash: string | null;
  /** The session was made by signing in with a code. */
  signedIn: boolean;
  /** The acting user is a live-mode guest (their cart is merged into the account on sign-in). */
  guest: boolean;
  /** The signed-in account's roles (require-role.ts); empty when not signed in. */
  roles: readonly string[];
};

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The user this request acts for, from the session; never from the body or path. Null only
     * in live mode for a visitor without a session on a read (see registerSessions).
     */
    userId: string | null;
    session: SessionState;
  }
  interface FastifyContextConfig {
    /** False on routes whose write must not start a session (sign-in, sign-out, PATCH /api/me). */
    startsSession?: boolean;
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

/** Every cookie of ours: the whole site, first-party navigations, https only where served so. */
const cookieScope = (request: FastifyRequest) =>
  ({ path: '/', sameSite: 'lax', secure: request.protocol === 'https' }) as const;

/** Requests that change something: only they may start a session (see below). */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const NO_SESSION: SessionState = { tokenHash: null, signedIn: false, guest: false, roles: [] };

export type SessionOptions = {
  db: Db;
  /** Demo mode (DEMO_SHOPPER=on): a visitor who has not signed in acts for `user1`. */
  demoShopper: boolean;
};

/**
 * Every request in this scope acts for a user, one code path for both modes (issue 12):
 * - a signed-in session acts for its account;
 * - otherwise, in demo mode, for the spec's demo shopper `user1`;
 * - otherwise (live mode), for the guest its session was made for, or for nobody yet.
 * A session row and its cookie are made on the visitor's first write, never on a read: a crawler
 * or a shopper who only looks fills no table, and a read answers what a brand-new session would
 * have read. In live mode that first write also makes the guest user.
 */
export async function registerSessions(app: FastifyInstance, { db, demoShopper }: SessionOptions) {
  // Cookies are parsed once, at the root (server/app.ts), for rate limits and sessions alike.
  app.decorateRequest('userId', null);
  app.decorateRequest('session', null as unknown as SessionState);
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[sessionCookieName(request)];
    const found = token && TOKEN_PATTERN.test(token) ? await findSession(db, token) : undefined;
    // A live-mode session that is neither signed in nor a guest's was made in demo mode for
    // user1: in live mode it must not act for user1, so it counts as no session.
    const usable = found && (found.signedIn || demoShopper || found.guest) ? found : undefined;
    // The browser's hint for its next pages follows the session (shared/signed-in-hint.ts).
    if ((request.cookies[SIGNED_IN_HINT_COOKIE] === '1') !== Boolean(usable?.signedIn)) {
      writeSignedInHint(request, reply, usable?.signedIn ? usable.expiresAt : null);
    }
    if (usable) {
      const { tokenHash, signedIn } = usable;
      const guest = !signedIn && !demoShopper;
      request.session = { tokenHash, signedIn, guest, roles: signedIn ? usable.roles : [] };
      request.userId = signedIn || guest ? usable.userId : PLACEHOLDER_USER_ID;
      return;
    }
    request.session = NO_SESSION;
    request.userId = demoShopper ? PLACEHOLDER_USER_ID : null;
    if (WRITES.has(request.method) && request.routeOptions.config?.startsSession !== false) {
      const userId = demoShopper ? PLACEHOLDER_USER_ID : await createGuest(db);
      const tokenHash = await startSession(db, request, reply, { userId, signedIn: false });
      request.userId = userId;
      request.session = { tokenHash, signedIn: false, guest: !demoShopper, roles: [] };
    }
  });
}

/** Every personal request with a cookie runs this lookup: built once (server/db/prepared.ts). */
const sessionOfToken = preparedPerDb((db) =>
  db
    .select({
      tokenHash: sessions.tokenHash,
      userId: sessions.userId,
      signedIn: sessions.signedIn,
      expiresAt: sessions.expiresAt,
      guest: users.isGuest,
      roles: users.roles,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('session_of_token'),
);

async function findSession(db: Db, token: string) {
  const [row] = await sessionOfToken(db).execute({ tokenHash: hashToken(token), now: new Date() });
  return row;
}

async function createGuest(db: Db): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({
      username: `guest_${randomBytes(8).toString('hex')}`,
      password: UNUSABLE_PASSWORD,
      fullName: '',
      isGuest: true,
    })
    .returning({ id: users.id });
  return row!.id;
}

/**
 * Makes a session row for `userId` and sets its cookie; returns the token's hash. Pass a
 * transaction as `db` to make the session part of a larger change (signing in).
 */
export async function startSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  { userId, signedIn }: { userId: string; signedIn: boolean },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const expiresAt = new Date(Date.now() + SESSION_DAYS * DAY_MS);
  await db.insert(sessions).values({ tokenHash, userId, expiresAt, signedIn });
  reply.setCookie(sessionCookieName(request), token, {
    ...cookieScope(request),
    httpOnly: true,
    expires: expiresAt,
  });
  if (signedIn) writeSignedInHint(request, reply, expiresAt);
  return tokenHash;
}

/**
 * Sets the signed-in hint until `expires` (the session's end), or drops it given null. Readable
 * by the page's script, unlike the session's cookie, and worth nothing to anyone who steals it.
 */
function writeSignedInHint(request: FastifyRequest, reply: FastifyReply, expires: Date | null) {
  if (expires) reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...cookieScope(request), expires });
  else reply.clearCookie(SIGNED_IN_HINT_COOKIE, cookieScope(request));
}

/** Ends the request's session: its row is deleted and the browser told to drop the cookie. */
export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply) {
  if (request.session.tokenHash) {
    await db.delete(sessions).where(eq(sessions.tokenHash, request.session.tokenHash));
  }
  reply.clearCookie(sessionCookieName(request), { ...cookieScope(request), httpOnly: true });
  writeSignedInHint(request, reply, null);
}

/** Expired sessions are useless: removed at start-up and then daily. */
export async function deleteExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

/**
 * The acting user's id, after checking the id a client named (in a path or body) is theirs:
 * 403 otherwise. A live-mode visitor with no session yet has no id, so no id is theirs (403).
 */
export function currentUserId(request: FastifyRequest, claimed?: string): string {
  if (request.userId === null || (claimed !== undefined && claimed !== request.userId)) {
    throw new ForbiddenError('You may only access your own cart, measurements and orders');
  }
  return request.userId;
}
