import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '../../../shared/schemas/common.ts';
import {
  adminPaths,
  applicationsQuerySchema,
  approveSchema,
  rejectSchema,
} from '../../../shared/schemas/admin.ts';
import type { Db } from '../../db/client.ts';
import { tailorApplications } from '../../db/schema/index.ts';
import type { Outbox } from '../../outbox/outbox.ts';
import { requireRole } from '../../plugins/require-role.ts';
import * as review from './review.service.ts';
import { reviewColumns } from './tailor-applications.repository.ts';

const idParams = z.object({ id: idSchema });

/**
 * Admins: the queue of tailor applications (newest first, by status, a page at a time) and the
 * two decisions on a pending one. Each decision is one conditional UPDATE in a transaction with
 * its text to the applicant (review.service.ts).
 */
export async function reviewQueueRoutes(
  app: FastifyInstance,
  { db, outbox }: { db: Db; outbox: Pick<Outbox, 'deliverSoon'> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole('admin');

  r.get(
    adminPaths.applications,
    { schema: { querystring: applicationsQuerySchema }, onRequest: adminOnly },
    async (request) => {
      const { page, pageSize, status } = request.query;
      const where: SQL | undefined =
        status === 'all' ? undefined : eq(tailorApplications.status, status);
      const [items, [total]] = await Promise.all([
        db
          .select(reviewColumns)
          .from(tailorApplications)
          .where(where)
          .orderBy(desc(tailorApplications.submittedAt), desc(tailorApplications.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(tailorApplications).where(where),
      ]);
      return { items, page, pageSize, total: total?.n ?? 0 };
    },
  );

  r.post(
    `${adminPaths.applications}/:id/approve`,
    { schema: { params: idParams, body: approveSchema }, onRequest: adminOnly },
    async (request) => {
      const approved = await review.approve(db, request.params.id, request.body.reviewNotes);
      outbox.deliverSoon();
      return approved;
    },
  );

  r.post(
    `${adminPaths.applications}/:id/reject`,
    { schema: { params: idParams, body: rejectSchema }, onRequest: adminOnly },
    async (request) => {
      const rejected = await review.reject(db, request.params.id, request.body.reviewNotes);
      outbox.deliverSoon();
      return rejected;
    },
  );
}
