import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { tailors } from '../../db/schema/index.ts';
import { requireRole } from '../../plugins/require-role.ts';
import { noTailorProfile } from './acting-tailor.ts';
import { tailorColumns } from './tailors.repository.ts';

/** Tailors: their own business row, the start of the tailor workspace. */
export async function tailorWorkspaceRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/api/tailor/me', { onRequest: requireRole('tailor') }, async (request) => {
    const [row] = await db
      .select(tailorColumns)
      .from(tailors)
      .where(eq(tailors.userId, request.userId!));
    if (!row) throw noTailorProfile();
    return row;
  });
}
