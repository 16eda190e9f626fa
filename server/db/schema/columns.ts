import { sql } from 'drizzle-orm';
import { bigint, numeric, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * Kobo, the integers money moves in (payments, refunds, payouts, store credit): `bigint`, because
 * a 32-bit integer stops at ₦21,474,836.47, less than one outfit may cost (issue 27, decision
 * 043). `mode: 'number'` keeps a plain number in TypeScript, exact to 2⁵³ kobo (₦90 trillion);
 * Drizzle turns node-postgres's int8 strings and PGlite's numbers into it alike.
 */
export const kobo = (name: string) => bigint(name, { mode: 'number' });
