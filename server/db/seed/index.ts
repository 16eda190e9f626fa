import { count } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { seedDemoData } from './demo-data.ts';

export type SeedOptions = {
  /**
   * Give the demo accounts their sign-in numbers and addresses: only while codes land in the
   * development outbox (usesDevelopmentProvider; decision 037). Every caller says which.
   */
  demoSignIn: boolean;
};

/** Loads the demo catalog into an empty database; a database with users is left untouched. */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemoData(db, options);
  return true;
}
