import { and, desc, eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createTailorApplicationSchema } from '../../../shared/schemas/tailor-application.ts';
import { adminPaths } from '../../../shared/schemas/admin.ts';
import type { Db } from '../../db/client.ts';
import { tailorApplications, users } from '../../db/schema/index.ts';
import { UnauthorizedError } from '../../errors.ts';
import { currentUserId } from '../../plugins/session.ts';
import * as applicationsService from './tailor-applications.service.ts';

export async function tailorApplicationsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The signed-in applicant's applications and how their review went (issue 14): those sent
  // while signed in to this account, and those that named its phone number.
  r.get(adminPaths.myApplications, async (request) => {
    if (!request.session.signedIn) throw new UnauthorizedError('Sign in to see your applications');
    const [me] = await db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, request.userId!));
    const mine = and(
      eq(tailorApplications.userId, request.userId!),
      eq(tailorApplications.submittedSignedIn, true),
    );
    return db
      .select({
        id: tailorApplications.id,
        businessName: tailorApplications.businessName,
        status: tailorApplications.status,
        reviewNotes: tailorApplications.reviewNotes,
        submittedAt: tailorApplications.submittedAt,
        reviewedAt: tailorApplications.reviewedAt,
      })
      .from(tailorApplications)
      .where(me?.phone ? or(mine, eq(tailorApplications.applicantPhone, me.phone)) : mine)
      .orderBy(desc(tailorApplications.submittedAt), desc(tailorApplications.id))
      .limit(10);
  });

  r.post(
    '/api/tailor-applications',
    { schema: { body: createTailorApplicationSchema } },
    async (request, reply) => {
      const { userId: claimed, ...application } = request.body;
      const userId = currentUserId(request, claimed);
      // status, reviewNotes and the timestamps are the server's: the schema never reads them.
      const saved = await applicationsService.submit(db, {
        ...application,
        userId,
        submittedSignedIn: request.session.signedIn,
      });
      // The same application sent again is not created again: 200 with the stored one.
      return reply.status(saved.created ? 201 : 200).send(saved.application);
    },
  );
}
