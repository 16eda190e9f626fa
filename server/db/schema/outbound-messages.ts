import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

export const MESSAGE_CHANNELS = ['sms', 'whatsapp', 'email'] as const;
export const MESSAGE_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * Every text Telo sends, written in the transaction that decided to send it and delivered after
 * commit by server/modules/messages (the outbox pattern): a message is never lost to a crash
 * between the decision and the send, and never sent for a change that rolled back.
 */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: id(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** A pending row is not tried again before this (backoff after a failure). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbound_messages_pending_idx').on(t.status, t.nextAttemptAt),
    index('outbound_messages_created_idx').on(t.createdAt),
  ],
);

export type OutboundMessageRow = typeof outboundMessages.$inferSelect;
