import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';

// Temporary: replaced by the full demo catalog.
export async function seedDemoData(db: Db) {
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      id: 'user1',
      username: 'user1',
      email: 'user1@telo.ng',
      password: 'x',
      fullName: 'Adaeze Okafor',
    });
  });
}
