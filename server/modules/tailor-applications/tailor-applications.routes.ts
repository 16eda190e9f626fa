import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createTailorApplicationSchema } from '../../../shared/schemas/tailor-application.ts';
import type { Db } from '../../db/client.ts';
import { currentUserId } from '../../plugins/session.ts';
import * as applicationsService from './tailor-applications.service.ts';

export async function tailorApplicationsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/tailor-applications',
    { schema: { body: createTailorApplicationSchema } },
    async (request, reply) => {
      const { userId: claimed, ...application } = request.body;
      const userId = currentUserId(request, claimed);
      // status, reviewNotes and the timestamps are the server's: the schema never reads them.
      const saved = await applicationsService.submit(db, { ...application, userId });
      // The same application sent again is not created again: 200 with the stored one.
      return reply.status(saved.created ? 201 : 200).send(saved.application);
    },
  );
}
