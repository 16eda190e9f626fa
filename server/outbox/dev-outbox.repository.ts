import { desc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outboundMessages } from '../db/schema/index.ts';

/** The newest messages only: enough to find the code just asked for. */
const LIMIT = 100;

/** What the development provider "sent", newest first. */
export function newestMessages(db: Db) {
  return db
    .select({
      channel: outboundMessages.channel,
      to: outboundMessages.to,
      body: outboundMessages.body,
      createdAt: outboundMessages.createdAt,
    })
    .from(outboundMessages)
    .orderBy(desc(outboundMessages.createdAt), desc(outboundMessages.id))
    .limit(LIMIT);
}
