import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { orders } from './orders.ts';
import { products } from './products.ts';
import { tailors } from './tailors.ts';
import { users } from './users.ts';

/**
 * A shopper's review of one completed order (issue 15): one per order (unique), 1–5 stars, text,
 * optional photos, and the tailor's one reply. tailors.rating and review_count are recomputed
 * from these rows in the transaction that adds one.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tailorId: text('tailor_id')
      .notNull()
      .references(() => tailors.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    rating: integer('rating').notNull(),
    body: text('body').notNull(),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_tailor_created_idx').on(t.tailorId, t.createdAt.desc(), t.id),
    index('reviews_product_idx').on(t.productId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
