import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/**
 * One-time sign-in codes (decision 017). Only a salted hash of the code is kept; rows also count
 * sends per destination and per address for the rate limits, so they are kept for a day.
 */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: id(),
    /** E.164 phone number or lower-cased email. */
    destination: text('destination').notNull(),
    /** hex HMAC-SHA256 of the code keyed by `salt`. */
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong tries so far; at the limit the code is dead. */
    attempts: integer('attempts').notNull().default(0),
    /** Set when the code signed someone in, or when a newer code replaced it. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** The network address that asked for it (the per-address send limit). */
    requesterAddress: text('requester_address').notNull(),
  },
  (t) => [
    index('auth_codes_destination_idx').on(t.destination, t.createdAt),
    index('auth_codes_address_idx').on(t.requesterAddress, t.createdAt),
  ],
);

export type AuthCodeRow = typeof authCodes.$inferSelect;
