import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fitClaimsContract as api } from '../../../shared/schemas/fit-claims.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { requireRole } from '../../plugins/require-role.ts';
import { route } from '../../plugins/route.ts';
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

/**
 * The Lifetime Fit Guarantee (issue 15). Shoppers report and dispute, the order's tailor answers
 * and marks the fix done, admins decide disputes; each reads the claim and its timeline. Anyone
 * else is answered as if the claim did not exist (404). `now` is the clock the 30-day window is
 * measured with (tests drive it); `site` is PUBLIC_URL, for the texts' links.
 */
export async function fitClaimsRoutes(
  app: FastifyInstance,
  { db, now, site }: { db: Db; now: () => number; site: string },
) {
  const claims = createFitClaims({ db, now, site });

  route(app, api.report, {}, async (request, reply) => {
    const claim = await claims.report(currentUserId(request), request.body);
    return reply.status(201).send(claim);
  });

  route(app, api.one, {}, async (request) => claims.get(request.params.id, actorOf(request)));

  route(app, api.mine, {}, async (request) =>
    claims.mine(currentUserId(request, request.params.userId)),
  );

  route(app, api.tailor, { onRequest: requireRole('tailor') }, async (request) =>
    claims.ofTailor(actorOf(request)),
  );

  route(app, api.admin, { onRequest: requireRole('admin') }, async (request) =>
    claims.disputed(actorOf(request)),
  );

  route(app, api.answer, {}, async (request) =>
    claims.answer(request.params.id, actorOf(request), request.body),
  );

  route(app, api.done, {}, async (request) => claims.done(request.params.id, actorOf(request)));

  route(app, api.dispute, {}, async (request) =>
    claims.dispute(request.params.id, actorOf(request), request.body.note),
  );

  route(app, api.decide, { onRequest: requireRole('admin') }, async (request) =>
    claims.decide(request.params.id, actorOf(request), request.body),
  );
}
