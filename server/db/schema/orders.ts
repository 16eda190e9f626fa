import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, decimal, id, updatedAt } from './columns.ts';
import { products } from './products.ts';
import { tailors } from './tailors.ts';
import { users } from './users.ts';

export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tailorId: text('tailor_id')
      .notNull()
      .references(() => tailors.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    /** The measurements as they were when the order was placed: the tailor cuts from this. */
    measurements: jsonb('measurements').$type<Record<string, number | string | null>>().notNull(),
    status: text('status').notNull().default('pending'),
    totalAmount: decimal('total_amount', 10, 2).notNull(),
    estimatedDelivery: timestamp('estimated_delivery', { withTimezone: true }),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_tailor_idx').on(t.tailorId),
    index('orders_product_idx').on(t.productId),
    check(
      'orders_status_check',
      sql`${t.status} in ('pending', 'in_progress', 'completed', 'cancelled')`,
    ),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
