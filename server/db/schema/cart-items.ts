import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { products } from './products.ts';
import { users } from './users.ts';

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    // One row per shopper and outfit: adding again replaces the row (spec §3).
    unique('cart_items_user_product_key').on(t.userId, t.productId),
    index('cart_items_product_idx').on(t.productId),
  ],
);

export type CartItemRow = typeof cartItems.$inferSelect;
