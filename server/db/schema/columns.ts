import { sql } from 'drizzle-orm';
import { numeric, text, timestamp } from 'drizzle-orm/pg-core';

/** Text primary key; new rows get a UUID (decision 004), seeded rows may use readable ids. */
export const id = () =>
  text('id')
    .primaryKey()
    .default(sql`gen_random_uuid()::text`);

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Money and measurements are exact decimals in the database and plain numbers in TypeScript. */
export const decimal = (name: string, precision: number, scale: number) =>
  numeric(name, { precision, scale, mode: 'number' });
