import type { FastifyInstance } from 'fastify';
import { tailorApplicationsContract } from '../../../shared/schemas/tailor-application.ts';
import type { Db } from '../../db/client.ts';
import { UnauthorizedError } from '../../errors.ts';
import type { Outbox } from '../../outbox/outbox.ts';
import { route } from '../../plugins/route.ts';
import { currentUserId } from '../../plugins/session.ts';
import { findMine } from './tailor-applications.repository.ts';
import * as applicationsService from './tailor-applications.service.ts';

export async function tailorApplicationsRoutes(
  app: FastifyInstance,
  { db, outbox, publicUrl }: { db: Db; outbox: Pick<Outbox, 'deliverSoon'>; publicUrl: string },
) {
  // The signed-in applicant's applications and how their review went (issue 14).
  route(app, tailorApplicationsContract.mine, {}, (request) => {
    if (!request.session.signedIn) throw new UnauthorizedError('Sign in to see your applications');
    return findMine(db, request.userId!);
  });

  route(app, tailorApplicationsContract.submit, {}, async (request, reply) => {
    const { userId: claimed, ...application } = request.body;
    const userId = currentUserId(request, claimed);
    // status, reviewNotes and the timestamps are the server's: the schema never reads them.
    const saved = await applicationsService.submit(
      { db, publicUrl },
      {
        ...application,
        userId,
        submittedSignedIn: request.session.signedIn,
      },
    );
    // The same application sent again is not created again: 200 with the stored one.
    reply.status(saved.created ? 201 : 200);
    if (saved.created) outbox.deliverSoon();
    return saved.application;
  });
}
