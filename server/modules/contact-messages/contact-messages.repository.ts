import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

type NewContactMessage = typeof contactMessages.$inferInsert;

/** Stores a message from /contact; its receipt is the new row's id and time. */
export async function insertContactMessage(db: Db, message: NewContactMessage) {
  const [saved] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return saved!;
}
