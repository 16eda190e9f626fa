import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, decimal, id } from './columns.ts';
import { tailors } from './tailors.ts';

export const products = pgTable(
  'products',
  {
    id: id(),
    tailorId: text('tailor_id')
      .notNull()
      .references(() => tailors.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    price: decimal('price', 10, 2).notNull(),
    imageUrl: text('image_url').notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    // The outfit list's default order is by name (spec §9); the category page and a tailor's
    // portfolio are the other list queries.
    index('products_name_idx').on(t.name, t.id),
    index('products_category_name_idx').on(t.category, t.name, t.id),
    index('products_tailor_idx').on(t.tailorId, t.name),
  ],
);

export type ProductRow = typeof products.$inferSelect;
