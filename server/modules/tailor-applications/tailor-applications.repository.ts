import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tailorApplications } from '../../db/schema/index.ts';

type NewApplication = typeof tailorApplications.$inferInsert & { contentHash: string };

/** What clients see of an application: everything but the server's own bookkeeping. */
const publicColumns = withoutContentHash(getTableColumns(tailorApplications));
function withoutContentHash<T extends { contentHash: unknown }>(
  columns: T,
): Omit<T, 'contentHash'> {
  const copy: Partial<T> = { ...columns };
  delete copy.contentHash;
  return copy as Omit<T, 'contentHash'>;
}

/** Inserts unless the same user has a pending application with the same content: then nothing. */
export async function insertIfNew(db: Db, application: NewApplication) {
  const [inserted] = await db
    .insert(tailorApplications)
    .values(application)
    .onConflictDoNothing({
      target: [tailorApplications.userId, tailorApplications.contentHash],
      where: sql`${tailorApplications.status} = 'pending'`,
    })
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
