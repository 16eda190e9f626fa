import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  requestCodeSchema,
  signOutSchema,
  updateMeSchema,
  verifyCodeSchema,
  type CodeSent,
  type SignedIn,
} from '../../../shared/schemas/account.ts';
import {
  INVALID_DESTINATION_MESSAGE,
  normaliseSignInDestination,
} from '../../../shared/sign-in-destination.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import {
  AppError,
  BadRequestError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../../errors.ts';
import type { Outbox } from '../../outbox/outbox.ts';
import { endSession, startSession } from '../../plugins/session.ts';
import {
  checkCode,
  findOrCreateAccount,
  mergeGuestCart,
  requestCode,
  type CodeCheck,
} from './auth.service.ts';
import { CODE_RULES } from './codes.ts';
import { loadMe } from './me.ts';
import { mergeGuestFavourites } from '../favourites/favourites.repository.ts';

export type AuthRoutesOptions = {
  db: Db;
  outbox: Outbox;
  demoShopper: boolean;
  /** Sign-in codes an hour per network address (config rateLimits). */
  codesPerAddressPerHour: number;
  /** The clock of the codes' expiry and limits; tests drive it. */
  clock: () => Date;
  /** Seconds before a destination may be sent another code (CODE_RULES' minute in production). */
  resendAfterSeconds: number;
};

/** Sign-in, sign-out and the acting user never start a session of their own. */
const noNewSession = { startsSession: false };

/**
 * Every failed verify reads alike, whatever failed (decision 042): naming "no code" or "already
 * used" would tell anyone whether a number asked for a code lately.
 */
const REFUSED_CODE_MESSAGE = 'That code is not right or has expired. Ask for a new code.';

/** What a failed check answers; the failed try still counts (its transaction committed). */
function refusal(check: Exclude<CodeCheck, { ok: true }>): AppError {
  if (check.reason === 'limited') {
    return new TooManyRequestsError(
      'Too many codes tried. Wait a little, then ask for a new code.',
      check.retryAfterSeconds,
    );
  }
  return new AppError(400, REFUSED_CODE_MESSAGE);
}

export async function authRoutes(
  app: FastifyInstance,
  { db, outbox, demoShopper, codesPerAddressPerHour, clock, resendAfterSeconds }: AuthRoutesOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const destinationOf = (raw: string) => {
    const destination = normaliseSignInDestination(raw);
    if (!destination) {
      throw new BadRequestError(INVALID_DESTINATION_MESSAGE, [
        { path: 'destination', message: INVALID_DESTINATION_MESSAGE },
      ]);
    }
    return destination;
  };

  r.get('/api/me', async (request) => loadMe(db, request, demoShopper));

  r.patch(
    '/api/me',
    { schema: { body: updateMeSchema }, config: noNewSession },
    async (request) => {
      if (!request.session.signedIn || request.userId === null) throw new UnauthorizedError();
      await db
        .update(users)
        .set({ fullName: request.body.fullName })
        .where(eq(users.id, request.userId));
      return loadMe(db, request, demoShopper);
    },
  );

  r.post(
    '/api/auth/code',
    { schema: { body: requestCodeSchema }, config: noNewSession },
    async (request, reply) => {
      const destination = destinationOf(request.body.destination);
      if (!outbox.canDeliver(destination.channel)) {
        throw new AppError(
          400,
          destination.channel === 'email'
            ? 'Codes cannot be sent by email yet. Use your phone number.'
            : 'Codes cannot be sent by text message yet. Use your email address.',
        );
      }
      await requestCode(db, {
        destination,
        address: request.ip,
        perAddressPerHour: codesPerAddressPerHour,
        now: clock(),
        resendAfterSeconds,
      });
      void outbox.deliverSoon();
      const answer: CodeSent = {
        channel: destination.channel,
        to: destination.to,
        resendAfterSeconds,
        expiresInSeconds: CODE_RULES.validSeconds,
      };
      return reply.status(202).send(answer);
    },
  );

  r.post(
    '/api/auth/verify',
    { schema: { body: verifyCodeSchema }, config: noNewSession },
    async (request, reply) => {
      const destination = destinationOf(request.body.destination);
      const outcome = await db.transaction(async (tx) => {
        const check = await checkCode(tx, {
          to: destination.to,
          code: request.body.code,
          address: request.ip,
          now: clock(),
        });
        if (!check.ok) return check;
        const account = await findOrCreateAccount(tx, destination);
        if (request.session.guest && request.userId !== null) {
          await mergeGuestCart(tx, request.userId, account.userId);
          await mergeGuestFavourites(tx, request.userId, account.userId);
        }
        // A new token for the new identity: a token someone saw before sign-in is worthless.
        await endSession(tx, request, reply);
        const tokenHash = await startSession(tx, request, reply, {
          userId: account.userId,
          signedIn: true,
        });
        return { ...check, ...account, tokenHash };
      });
      if (!outcome.ok) throw refusal(outcome);
      // The rest of this request acts for the account (loadMe reads its roles from its row).
      request.userId = outcome.userId;
      request.session = { tokenHash: outcome.tokenHash, signedIn: true, guest: false, roles: [] };
      const answer: SignedIn = {
        me: await loadMe(db, request, demoShopper),
        isNewAccount: outcome.isNewAccount,
      };
      return answer;
    },
  );

  r.post(
    '/api/auth/sign-out',
    { schema: { body: signOutSchema }, config: noNewSession },
    async (request, reply) => {
      await endSession(db, request, reply);
      return reply.status(204).send();
    },
  );
}
