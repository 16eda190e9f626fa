import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { tailors } from '../../db/schema/index.ts';
import { NotFoundError } from '../../errors.ts';

/**
 * The tailors row of the signed-in tailor the request acts for. Every workspace query is scoped by
 * this id, never by one from the path or body: another tailor's rows are simply not found.
 */
export async function actingTailorId(db: Db, request: FastifyRequest): Promise<string> {
  const [row] = await db
    .select({ id: tailors.id })
    .from(tailors)
    .where(eq(tailors.userId, request.userId!));
  // The role without a tailors row: the account is a tailor in name only (e.g. still pending).
  if (!row) throw new NotFoundError('No tailor profile belongs to this account yet');
  return row.id;
}
