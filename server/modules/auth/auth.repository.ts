import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tailors, users } from '../../db/schema/index.ts';

/** The full name asked once at first sign-in, editable later (PATCH /api/me). */
export async function setFullName(db: Db, userId: string, fullName: string) {
  await db.update(users).set({ fullName }).where(eq(users.id, userId));
}

/** An account with the id of the tailor it owns, if any (GET /api/me). */
export async function findUserWithTailor(db: Db, userId: string) {
  const [row] = await db
    .select({ user: users, tailorId: tailors.id })
    .from(users)
    .leftJoin(tailors, eq(tailors.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}
