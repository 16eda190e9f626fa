import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tailorApplications } from '../../db/schema/index.ts';

type NewApplication = typeof tailorApplications.$inferInsert & { contentHash: string };

/** What the applicant's answer holds: the spec's fields, none of the server's bookkeeping. */
export const publicColumns = without(getTableColumns(tailorApplications), [
  'contentHash',
  'applicantPhone',
  'submittedSignedIn',
  'tailorId',
]);
/** What the review desk sees: everything but the content hash. */
export const reviewColumns = without(getTableColumns(tailorApplications), ['contentHash']);

function without<T extends object, K extends keyof T>(columns: T, keys: K[]): Omit<T, K> {
  const copy: Partial<T> = { ...columns };
  for (const key of keys) delete copy[key];
  return copy as Omit<T, K>;
}

/**
 * Inserts unless a pending application already holds one of the partial unique indexes: the same
 * user and content, the same phone number, or the same signed-in account. Then nothing.
 */
export async function insertIfNew(db: Db, application: NewApplication) {
  const [inserted] = await db
    .insert(tailorApplications)
    .values(application)
    .onConflictDoNothing()
    .returning(publicColumns);
  return inserted;
}

export async function findPendingByContent(db: Db, userId: string, contentHash: string) {
  const [found] = await db
    .select(publicColumns)
    .from(tailorApplications)
    .where(
      and(
        eq(tailorApplications.userId, userId),
        eq(tailorApplications.contentHash, contentHash),
        eq(tailorApplications.status, 'pending'),
      ),
    )
    .orderBy(desc(tailorApplications.submittedAt))
    .limit(1);
  return found;
}
