import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asoEbiGuestContract as c } from '../../../shared/schemas/aso-ebi-guest.ts';
import { UnauthorizedError } from '../../errors.ts';
import { route } from '../../plugins/route.ts';
import type { GuestEvents } from './guest.service.ts';

/** The acting guest: the demo shopper in demo mode, a signed-in person in live mode. */
function guestId(request: FastifyRequest) {
  if (request.userId === null || request.session.guest) {
    throw new UnauthorizedError('Sign in to join the event');
  }
  return request.userId;
}

/**
 * The public event read (issue 32 item 2): the same answer for every visitor, so the event page
 * renders it on the server; nothing of the visitor's is in it.
 */
export async function asoEbiPublicRoutes(
  app: FastifyInstance,
  { events }: { events: GuestEvents },
) {
  route(app, c.event, {}, async (request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return events.publicEvent(request.params.id);
  });
}

/** The guest's own membership and her writes (issue 32 item 3): for the session's user. */
export async function asoEbiGuestRoutes(app: FastifyInstance, { events }: { events: GuestEvents }) {
  route(app, c.me, {}, async (request) =>
    events.myMembership(
      request.params.id,
      request.userId === null || request.session.guest ? null : request.userId,
    ),
  );

  route(app, c.join, {}, async (request) =>
    events.join(request.params.id, guestId(request), {
      lookId: request.body.lookId,
      sizeNote: request.body.sizeNote,
    }),
  );

  route(app, c.measurements, {}, async (request) =>
    events.attachMeasurements(request.params.id, guestId(request)),
  );

  route(app, c.pay, {}, async (request, reply) => {
    const started = await events.pay(request.params.id, guestId(request), request.body ?? {});
    return reply.status(201).send(started);
  });

  route(app, c.leave, {}, async (request) => events.leave(request.params.id, guestId(request)));
}
