import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, userParamsSchema } from '../../../shared/schemas/common.ts';
import {
  answerFitClaimSchema,
  createFitClaimSchema,
  decideFitClaimSchema,
  disputeFitClaimSchema,
  fitClaimsPaths,
} from '../../../shared/schemas/fit-claims.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { requireRole } from '../../plugins/require-role.ts';
import { currentUserId } from '../../plugins/session.ts';
import { createFitClaims, type Actor } from './fit-claims.service.ts';

/** A live-mode visitor with no session is nobody: no claim is theirs to see (404). */
function actorOf(request: FastifyRequest): Actor {
  if (request.userId === null) throw new NotFoundError('Fit claim not found');
  return {
    userId: request.userId,
    signedIn: request.session.signedIn,
    roles: request.session.roles,
  };
}

const emptyBody = z.object({}).optional();

/**
 * The Lifetime Fit Guarantee (issue 15). Shoppers report and dispute, the order's tailor answers
 * and marks the fix done, admins decide disputes; each reads the claim and its timeline. Anyone
 * else is answered as if the claim did not exist (404). `now` is the clock the 30-day window is
 * measured with (tests drive it).
 */
export async function fitClaimsRoutes(
  app: FastifyInstance,
  { db, now }: { db: Db; now: () => number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const claims = createFitClaims({ db, now });

  r.post(
    fitClaimsPaths.create,
    { schema: { body: createFitClaimSchema } },
    async (request, reply) => {
      const claim = await claims.report(currentUserId(request), request.body);
      return reply.status(201).send(claim);
    },
  );

  r.get('/api/fit-claims/:id', { schema: { params: idParamsSchema } }, async (request) =>
    claims.get(request.params.id, actorOf(request)),
  );

  r.get(
    '/api/users/:userId/fit-claims',
    { schema: { params: userParamsSchema } },
    async (request) => claims.mine(currentUserId(request, request.params.userId)),
  );

  r.get(fitClaimsPaths.tailor, { onRequest: requireRole('tailor') }, async (request) =>
    claims.ofTailor(actorOf(request)),
  );

  r.get(fitClaimsPaths.admin, { onRequest: requireRole('admin') }, async (request) =>
    claims.disputed(actorOf(request)),
  );

  r.post(
    '/api/fit-claims/:id/answer',
    { schema: { params: idParamsSchema, body: answerFitClaimSchema } },
    async (request) => claims.answer(request.params.id, actorOf(request), request.body),
  );

  r.post(
    '/api/fit-claims/:id/done',
    { schema: { params: idParamsSchema, body: emptyBody } },
    async (request) => claims.done(request.params.id, actorOf(request)),
  );

  r.post(
    '/api/fit-claims/:id/dispute',
    { schema: { params: idParamsSchema, body: disputeFitClaimSchema } },
    async (request) => claims.dispute(request.params.id, actorOf(request), request.body.note),
  );

  r.post(
    '/api/fit-claims/:id/decide',
    {
      schema: { params: idParamsSchema, body: decideFitClaimSchema },
      onRequest: requireRole('admin'),
    },
    async (request) => claims.decide(request.params.id, actorOf(request), request.body),
  );
}
