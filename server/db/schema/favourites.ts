import { index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { products } from './products.ts';
import { tailors } from './tailors.ts';
import { users } from './users.ts';

/** Tailors a shopper follows (issue 15): Follow Tailor on /tailors/{id}, /profile's Favorites. */
export const tailorFollows = pgTable(
  'tailor_follows',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tailorId: text('tailor_id')
      .notNull()
      .references(() => tailors.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    // Following twice is following once: the constraint, not a read, decides.
    unique('tailor_follows_user_tailor_key').on(t.userId, t.tailorId),
    index('tailor_follows_tailor_idx').on(t.tailorId),
  ],
);

/** Outfits a shopper saved for later (issue 15): Save to Wishlist on /products/{id}. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('wishlist_items_user_product_key').on(t.userId, t.productId),
    index('wishlist_items_product_idx').on(t.productId),
  ],
);
