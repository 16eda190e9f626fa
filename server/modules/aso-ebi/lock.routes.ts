import type { FastifyInstance } from 'fastify';
import { asoEbiLockContract } from '../../../shared/schemas/aso-ebi-lock.ts';
import { UnauthorizedError } from '../../errors.ts';
import { route } from '../../plugins/route.ts';
import type { EventLock } from './lock.service.ts';

/** The host's "Lock now" (issue 32 item 5): the job's lock, for her own open event only. */
export async function asoEbiLockRoutes(
  app: FastifyInstance,
  { eventLock }: { eventLock: Pick<EventLock, 'lockEarly'> },
) {
  route(app, asoEbiLockContract.lock, {}, async (request) => {
    if (!request.session.signedIn) throw new UnauthorizedError();
    return eventLock.lockEarly(request.params.id, request.userId!);
  });
}
