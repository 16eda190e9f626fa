import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createTailorApplicationSchema } from '../../../shared/schemas/tailor-application.ts';
import type { Db } from '../../db/client.ts';
import { tailorApplications } from '../../db/schema/index.ts';
import { assertIsCurrentUser } from '../../plugins/session.ts';

export async function tailorApplicationsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/tailor-applications',
    { schema: { body: createTailorApplicationSchema } },
    async (request, reply) => {
      const { userId, ...application } = request.body;
      assertIsCurrentUser(request, userId);
      // status, reviewNotes and the timestamps are the server's: the schema never reads them.
      const [saved] = await db
        .insert(tailorApplications)
        .values({ ...application, userId: request.userId })
        .returning();
      return reply.status(201).send(saved);
    },
  );
}
