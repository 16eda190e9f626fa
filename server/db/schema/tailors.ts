import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, decimal, id } from './columns.ts';
import { users } from './users.ts';

export const tailors = pgTable(
  'tailors',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    businessName: text('business_name').notNull(),
    specialties: text('specialties')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    location: text('location').notNull(),
    bio: text('bio').notNull(),
    experience: integer('experience').notNull(),
    rating: decimal('rating', 3, 2).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    isVerified: boolean('is_verified').notNull().default(false),
    responseTime: text('response_time').notNull(),
    completedOrders: integer('completed_orders').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // The tailor list's default order (spec §9: sort by rating).
    index('tailors_rating_idx').on(t.rating.desc(), t.id),
    index('tailors_location_idx').on(t.location),
  ],
);

export type TailorRow = typeof tailors.$inferSelect;
