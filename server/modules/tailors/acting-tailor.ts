import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tailors } from '../../db/schema/index.ts';
import { NotFoundError } from '../../errors.ts';

/**
 * The answer for an account with the tailor role but no tailors row: a tailor in name only
 * (e.g. an application still pending). Every workspace route gives the same 404.
 */
export function noTailorProfile() {
  return new NotFoundError('No tailor profile belongs to this account yet');
}

/**
 * The tailors row of the signed-in tailor a request acts for. Every workspace query is scoped by
 * this id, never by one from the path or body: another tailor's rows are simply not found.
 */
export async function actingTailorId(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ id: tailors.id }).from(tailors).where(eq(tailors.userId, userId));
  if (!row) throw noTailorProfile();
  return row.id;
}
