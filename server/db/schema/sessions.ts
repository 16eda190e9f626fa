import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * A browser session. Only the SHA-256 of the cookie's token is stored, so a leaked copy of this
 * table cannot be replayed as cookies.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * Made by signing in with a code. A session that is not signed in belongs to the demo shopper
     * (demo mode) or a guest (live mode): demo mode tells the two apart by this flag alone.
     */
    signedIn: boolean('signed_in').notNull().default(false),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export type SessionRow = typeof sessions.$inferSelect;
