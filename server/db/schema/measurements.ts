import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { MeasurementUnit } from '../../../shared/catalog.ts';
import { decimal, id } from './columns.ts';
import { users } from './users.ts';

const size = (name: string) => decimal(name, 5, 2);

/** One row per shopper: saving again replaces the values (an upsert on user_id). */
export const measurements = pgTable('measurements', {
  id: id(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id),
  chest: size('chest'),
  waist: size('waist'),
  hips: size('hips'),
  shoulders: size('shoulders'),
  sleeves: size('sleeves'),
  length: size('length'),
  inseam: size('inseam'),
  neck: size('neck'),
  bicep: size('bicep'),
  forearm: size('forearm'),
  thigh: size('thigh'),
  calf: size('calf'),
  unit: text('unit').$type<MeasurementUnit>().notNull().default('inches'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MeasurementRow = typeof measurements.$inferSelect;
