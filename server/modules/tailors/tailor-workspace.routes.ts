import type { FastifyInstance } from 'fastify';
import { tailorsContract } from '../../../shared/schemas/tailor-list.ts';
import type { Db } from '../../db/client.ts';
import { requireRole } from '../../plugins/require-role.ts';
import { route } from '../../plugins/route.ts';
import { noTailorProfile } from './acting-tailor.ts';
import * as tailorsRepository from './tailors.repository.ts';

/** Tailors: their own business row, the start of the tailor workspace. */
export async function tailorWorkspaceRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, tailorsContract.me, { onRequest: requireRole('tailor') }, async (request) => {
    const row = await tailorsRepository.findByUserId(db, request.userId!);
    if (!row) throw noTailorProfile();
    return row;
  });
}
