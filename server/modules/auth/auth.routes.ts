import type { FastifyInstance } from 'fastify';
import { accountContract, type CodeSent } from '../../../shared/schemas/account.ts';
import {
  INVALID_DESTINATION_MESSAGE,
  normaliseSignInDestination,
} from '../../../shared/sign-in-destination.ts';
import type { Db } from '../../db/client.ts';
import {
  AppError,
  BadRequestError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../../errors.ts';
import type { Outbox } from '../../outbox/outbox.ts';
import { route } from '../../plugins/route.ts';
import { endSession, startSession } from '../../plugins/session.ts';
import { setFullName } from './auth.repository.ts';
import { requestCode, signInWithCode, type CodeCheck } from './auth.service.ts';
import { CODE_RULES } from './codes.ts';
import { loadMe } from './me.ts';

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
  const destinationOf = (raw: string) => {
    const destination = normaliseSignInDestination(raw);
    if (!destination) {
      throw new BadRequestError(INVALID_DESTINATION_MESSAGE, [
        { path: 'destination', message: INVALID_DESTINATION_MESSAGE },
      ]);
    }
    return destination;
  };

  route(app, accountContract.me, {}, (request) => loadMe(db, request, demoShopper));

  route(app, accountContract.updateMe, { config: noNewSession }, async (request) => {
    if (!request.session.signedIn || request.userId === null) throw new UnauthorizedError();
    await setFullName(db, request.userId, request.body.fullName);
    return loadMe(db, request, demoShopper);
  });

  route(app, accountContract.requestCode, { config: noNewSession }, async (request, reply) => {
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
    reply.status(202);
    return answer;
  });

  route(app, accountContract.verifyCode, { config: noNewSession }, async (request, reply) => {
    const outcome = await signInWithCode(db, {
      destination: destinationOf(request.body.destination),
      code: request.body.code,
      address: request.ip,
      now: clock(),
      guestId: request.session.guest ? request.userId : null,
      replaceSession: async (tx, userId) => {
        await endSession(tx, request, reply);
        return startSession(tx, request, reply, { userId, signedIn: true });
      },
    });
    if (!outcome.ok) throw refusal(outcome);
    // The rest of this request acts for the account (loadMe reads its roles from its row).
    request.userId = outcome.userId;
    request.session = { tokenHash: outcome.tokenHash, signedIn: true, guest: false, roles: [] };
    return { me: await loadMe(db, request, demoShopper), isNewAccount: outcome.isNewAccount };
  });

  route(app, accountContract.signOut, { config: noNewSession }, async (request, reply) => {
    await endSession(db, request, reply);
    return reply.status(204).send();
  });
}
