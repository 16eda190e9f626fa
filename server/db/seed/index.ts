import { count } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { seedDemoData } from './demo-data.ts';

/** Loads the demo catalog into an empty database; a database with users is left untouched. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemoData(db);
  return true;
}
