import { and, count, desc, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ApplicationStatus } from '../../../shared/schemas/admin.ts';
import { tailorApplications, tailors, UNUSABLE_PASSWORD, users } from '../../db/schema/index.ts';

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

/** The review desk's queue: one status (or all), newest first, a page at a time. */
export async function reviewQueuePage(
  db: Db,
  { status, page, pageSize }: { status: ApplicationStatus | 'all'; page: number; pageSize: number },
) {
  const where: SQL | undefined =
    status === 'all' ? undefined : eq(tailorApplications.status, status);
  const [items, [total]] = await Promise.all([
    db
      .select(reviewColumns)
      .from(tailorApplications)
      .where(where)
      .orderBy(desc(tailorApplications.submittedAt), desc(tailorApplications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(tailorApplications).where(where),
  ]);
  return { items, page, pageSize, total: total?.n ?? 0 };
}

/**
 * A signed-in account's applications, newest first (ten at most): those sent while signed in to
 * it, and those that named its phone number.
 */
export async function findMine(db: Db, userId: string) {
  const [me] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  const mine = and(
    eq(tailorApplications.userId, userId),
    eq(tailorApplications.submittedSignedIn, true),
  );
  return db
    .select({
      id: tailorApplications.id,
      businessName: tailorApplications.businessName,
      status: tailorApplications.status,
      reviewNotes: tailorApplications.reviewNotes,
      submittedAt: tailorApplications.submittedAt,
      reviewedAt: tailorApplications.reviewedAt,
    })
    .from(tailorApplications)
    .where(me?.phone ? or(mine, eq(tailorApplications.applicantPhone, me.phone)) : mine)
    .orderBy(desc(tailorApplications.submittedAt), desc(tailorApplications.id))
    .limit(10);
}

/**
 * Marks a pending application reviewed (`status`, notes, reviewedAt), only if it is still
 * pending: this conditional UPDATE decides which of two reviews (two admins, two taps) wins.
 * Answers the application after the change, or undefined when it was missing or reviewed.
 */
export async function reviewPending(
  tx: Db,
  id: string,
  status: 'approved' | 'rejected',
  reviewNotes: string | null,
) {
  const [claimed] = await tx
    .update(tailorApplications)
    .set({ status, reviewNotes, reviewedAt: sql`now()` })
    .where(and(eq(tailorApplications.id, id), eq(tailorApplications.status, 'pending')))
    .returning(reviewColumns);
  return claimed;
}

/** An application's status, or undefined when there is no such application. */
export async function applicationStatus(db: Db, id: string) {
  const [row] = await db
    .select({ status: tailorApplications.status })
    .from(tailorApplications)
    .where(eq(tailorApplications.id, id));
  return row?.status;
}

/**
 * The id of the account with this phone, made now (as `username`, with no password) if there is
 * none; the phone is unique, so a concurrent sign-in and this end with one account.
 */
export async function accountForPhone(tx: Db, phone: string, username: string) {
  await tx
    .insert(users)
    .values({ username, password: UNUSABLE_PASSWORD, fullName: '', phone, roles: ['shopper'] })
    .onConflictDoNothing();
  const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return account!.id;
}

/** A new tailor profile, or undefined when the account already has one (tailors.user_id). */
export async function insertTailorProfile(tx: Db, profile: typeof tailors.$inferInsert) {
  const [tailor] = await tx
    .insert(tailors)
    .values(profile)
    .onConflictDoNothing({ target: tailors.userId })
    .returning({ id: tailors.id });
  return tailor;
}

/** Adds the tailor role to the account, once. */
export function grantTailorRole(tx: Db, userId: string) {
  return tx
    .update(users)
    .set({ roles: sql`array_append(${users.roles}, 'tailor')` })
    .where(and(eq(users.id, userId), sql`not ('tailor' = any(${users.roles}))`));
}

/** Links the approved application to the tailor profile made from it. */
export function linkTailorProfile(tx: Db, id: string, tailorId: string) {
  return tx.update(tailorApplications).set({ tailorId }).where(eq(tailorApplications.id, id));
}
