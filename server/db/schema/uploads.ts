import { customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Photos people upload (outfits, finished work, messages, reviews, fit claims), already resized
 * to WebP with their metadata stripped. Kept in PostgreSQL so every instance serves them
 * (decision 018); `owner_id` says who may attach a photo to something.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    webp400: bytea('webp_400').notNull(),
    webp800: bytea('webp_800').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId, t.createdAt.desc())],
);
