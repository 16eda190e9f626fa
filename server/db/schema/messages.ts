import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { orders } from './orders.ts';
import { tailors } from './tailors.ts';
import { users } from './users.ts';

/**
 * A conversation between one shopper and one tailor (issue 15): about one order (`orderId`), or
 * before any order (`orderId` null; one such thread per shopper and tailor). The tailor's side is
 * the account `tailors.user_id`. Each side keeps when it last read the thread (its unread count),
 * when it was last seen anywhere in messages (away or not) and when it was last texted about a
 * new message (at most once an hour per thread).
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: id(),
    shopperId: text('shopper_id')
      .notNull()
      .references(() => users.id),
    tailorId: text('tailor_id')
      .notNull()
      .references(() => tailors.id),
    orderId: text('order_id').references(() => orders.id),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    shopperReadAt: timestamp('shopper_read_at', { withTimezone: true }),
    tailorReadAt: timestamp('tailor_read_at', { withTimezone: true }),
    shopperNotifiedAt: timestamp('shopper_notified_at', { withTimezone: true }),
    tailorNotifiedAt: timestamp('tailor_notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('message_threads_order_unique').on(t.orderId),
    uniqueIndex('message_threads_pre_order_unique')
      .on(t.shopperId, t.tailorId)
      .where(sql`${t.orderId} is null`),
    index('message_threads_shopper_idx').on(t.shopperId, t.lastMessageAt),
    index('message_threads_tailor_idx').on(t.tailorId, t.lastMessageAt),
  ],
);

/** One message of a thread: text and up to four photos (upload URLs), oldest first on screen. */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    threadId: text('thread_id')
      .notNull()
      .references(() => messageThreads.id),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_thread_created_idx').on(t.threadId, t.createdAt),
    check('messages_body_length', sql`char_length(${t.body}) <= 2000`),
  ],
);

/** When a side of a thread was last in Telo's messages (polling the unread count or reading). */
export const messagePresence = pgTable('message_presence', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});

export type MessageThreadRow = typeof messageThreads.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
