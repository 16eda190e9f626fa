import type { FastifyInstance } from 'fastify';
import { adminContract } from '../../../shared/schemas/admin.ts';
import type { Db } from '../../db/client.ts';
import type { Outbox } from '../../outbox/outbox.ts';
import { requireRole } from '../../plugins/require-role.ts';
import { route } from '../../plugins/route.ts';
import * as review from './application-review.service.ts';
import { reviewQueuePage } from './tailor-applications.repository.ts';

/**
 * Admins: the queue of tailor applications (newest first, by status, a page at a time) and the
 * two decisions on a pending one. Each decision is one conditional UPDATE in a transaction with
 * its text to the applicant (application-review.service.ts).
 */
export async function reviewQueueRoutes(
  app: FastifyInstance,
  { db, outbox, publicUrl }: { db: Db; outbox: Pick<Outbox, 'deliverSoon'>; publicUrl: string },
) {
  const adminOnly = { onRequest: requireRole('admin') };

  route(app, adminContract.applications, adminOnly, (request) =>
    reviewQueuePage(db, request.query),
  );

  route(app, adminContract.approve, adminOnly, async (request) => {
    const approved = await review.approve(
      { db, publicUrl },
      request.params.id,
      request.body.reviewNotes,
    );
    outbox.deliverSoon();
    return approved;
  });

  route(app, adminContract.reject, adminOnly, async (request) => {
    const rejected = await review.reject(
      { db, publicUrl },
      request.params.id,
      request.body.reviewNotes,
    );
    outbox.deliverSoon();
    return rejected;
  });
}
