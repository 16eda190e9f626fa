import { sql } from 'drizzle-orm';
import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

export const users = pgTable('users', {
  id: id(),
  username: text('username').notNull().unique(),
  /** Optional since accounts sign in by phone (issue 12); unique when given, lower-cased. */
  email: text('email').unique(),
  /**
   * A scrypt hash, never the password itself. Sign-in is by one-time code (decision 017), so
   * accounts hold UNUSABLE_PASSWORD; the spec's column stays.
   */
  password: text('password').notNull(),
  /** '' until the account's owner gives it at first sign-in (the column stays required). */
  fullName: text('full_name').notNull(),
  createdAt: createdAt(),
  /** E.164 (+2348031234567): the number the account signs in with. Unique when given. */
  phone: text('phone').unique(),
  roles: text('roles')
    .array()
    .notNull()
    .default(sql`'{shopper}'::text[]`),
  /** A live-mode visitor who has not signed in: made on the first write, no phone or email. */
  isGuest: boolean('is_guest').notNull().default(false),
});

/** Not a scrypt hash of anything: no password can match it (accounts sign in by code). */
export const UNUSABLE_PASSWORD = '!';

export type UserRow = typeof users.$inferSelect;
