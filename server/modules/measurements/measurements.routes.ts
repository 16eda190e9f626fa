import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userParamsSchema } from '../../../shared/schemas/common.ts';
import { saveMeasurementsSchema } from '../../../shared/schemas/measurement.ts';
import type { Db } from '../../db/client.ts';
import { currentUserId } from '../../plugins/session.ts';
import * as measurementsRepository from './measurements.repository.ts';

export async function measurementsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/users/:userId/measurements',
    { schema: { params: userParamsSchema } },
    async (request) => {
      const userId = currentUserId(request, request.params.userId);
      // "Nothing saved yet" is a normal state of a shopper, not a missing resource: answer null
      // (a 404 here would be logged as a failed request on every page a newcomer opens).
      return (await measurementsRepository.findByUser(db, userId)) ?? null;
    },
  );

  r.post('/api/measurements', { schema: { body: saveMeasurementsSchema } }, async (request) => {
    const { userId: claimed, ...values } = request.body;
    return measurementsRepository.upsert(db, currentUserId(request, claimed), values);
  });
}
