import { desc, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tailors } from '../../db/schema/index.ts';

export function findMany(db: Db) {
  // Highest rated first: the tailor list's default order (spec §9).
  return db.select().from(tailors).orderBy(desc(tailors.rating), asc(tailors.id));
}

export async function findById(db: Db, id: string) {
  const [row] = await db.select().from(tailors).where(eq(tailors.id, id));
  return row;
}
