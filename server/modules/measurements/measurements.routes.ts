import type { FastifyInstance } from 'fastify';
import { measurementsContract } from '../../../shared/schemas/measurement.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../plugins/route.ts';
import { currentUserId } from '../../plugins/session.ts';
import * as measurementsRepository from './measurements.repository.ts';

export async function measurementsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, measurementsContract.ofUser, {}, async (request) => {
    const userId = currentUserId(request, request.params.userId);
    // "Nothing saved yet" is a normal state of a shopper, not a missing resource: answer null
    // (a 404 here would be logged as a failed request on every page a newcomer opens).
    return (await measurementsRepository.findByUser(db, userId)) ?? null;
  });

  route(app, measurementsContract.save, {}, async (request) => {
    const { userId: claimed, ...values } = request.body;
    return measurementsRepository.upsert(db, currentUserId(request, claimed), values);
  });
}
