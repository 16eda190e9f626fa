import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** The full name asked once at first sign-in, editable later (PATCH /api/me). */
export async function setFullName(db: Db, userId: string, fullName: string) {
  await db.update(users).set({ fullName }).where(eq(users.id, userId));
}
