import type { FastifyInstance } from 'fastify';
import { tailorEventsContract } from '../../../shared/schemas/tailor-events.ts';
import type { Db } from '../../db/client.ts';
import { requireRole } from '../../plugins/require-role.ts';
import { route } from '../../plugins/route.ts';
import { actingTailorId } from '../tailors/acting-tailor.ts';
import { tailorEvents } from './tailor-events.service.ts';

/** The workspace's Aso-ebi tab (issue 32 item 5): the signed-in tailor's own event orders. */
export async function tailorEventsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, tailorEventsContract.list, { onRequest: requireRole('tailor') }, async (request) =>
    tailorEvents(db, await actingTailorId(db, request.userId!)),
  );
}
