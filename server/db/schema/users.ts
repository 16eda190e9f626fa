import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

export const users = pgTable('users', {
  id: id(),
  username: text('username').notNull().unique(),
  email: text('email').notNull().unique(),
  /** A scrypt hash, never the password itself (sign-in is not built yet). */
  password: text('password').notNull(),
  fullName: text('full_name').notNull(),
  createdAt: createdAt(),
});

export type UserRow = typeof users.$inferSelect;
