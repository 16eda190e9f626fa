import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { measurements } from '../../db/schema/index.ts';

type MeasurementValues = Omit<typeof measurements.$inferInsert, 'id' | 'userId' | 'updatedAt'>;

export async function findByUser(db: Db, userId: string) {
  const [row] = await db.select().from(measurements).where(eq(measurements.userId, userId));
  return row;
}

/** Each shopper has one row: saving replaces every value and stamps updatedAt. */
export async function upsert(db: Db, userId: string, values: MeasurementValues) {
  const [row] = await db
    .insert(measurements)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: measurements.userId,
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}
