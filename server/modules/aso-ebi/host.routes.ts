import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asoEbiHostContract as api } from '../../../shared/schemas/aso-ebi-host.ts';
import { UnauthorizedError } from '../../errors.ts';
import { route } from '../../plugins/route.ts';
import { boardCsv } from './host-board.ts';
import type { AsoEbiHost } from './host.service.ts';

/**
 * An event belongs to an account: in demo mode the demo shopper's, in live mode a signed-in
 * one's. A live-mode visitor who has not signed in is asked to (401), as the checkout does.
 */
function hostId(request: FastifyRequest) {
  if (request.userId === null || request.session.guest) {
    throw new UnauthorizedError('Sign in to organise an aso-ebi');
  }
  return request.userId;
}

/** The host's side of aso-ebi events (issue 32): thin routes over host.service.ts. */
export async function asoEbiHostRoutes(app: FastifyInstance, { host }: { host: AsoEbiHost }) {
  route(app, api.create, {}, async (request, reply) =>
    reply.status(201).send(await host.create(hostId(request), request.body)),
  );

  route(app, api.mine, {}, async (request) => host.mine(hostId(request)));

  route(app, api.outfits, {}, async (request) => host.outfits(hostId(request), request.query.q));

  route(app, api.addLook, {}, async (request, reply) =>
    reply.status(201).send(await host.addLook(request.params.id, hostId(request), request.body)),
  );

  route(app, api.update, {}, async (request) =>
    host.update(request.params.id, hostId(request), request.body),
  );

  route(app, api.board, {}, async (request) => host.board(request.params.id, hostId(request)));

  route(app, api.boardCsv, {}, async (request, reply) => {
    const board = await host.board(request.params.id, hostId(request));
    const name = board.event.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'event';
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}-guests.csv"`)
      .send(boardCsv(board));
  });

  route(app, api.invite, {}, async (request) =>
    host.invite(request.params.id, hostId(request), request.body.phones),
  );

  route(app, api.cancel, {}, async (request) => host.cancel(request.params.id, hostId(request)));

  route(app, api.collected, {}, async (request) =>
    host.collected(request.params.id, request.params.memberId, hostId(request)),
  );
}
