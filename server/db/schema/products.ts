import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
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
    /**
     * A copy of the tailor's rating so "Highest Rated" can walk an index (decision 006). Database
     * triggers (migration 0003) set it on insert and follow every change of the tailor's rating:
     * never write it from code.
     */
    tailorRating: decimal('tailor_rating', 3, 2).notNull().default(0),
    /**
     * A copy of the tailor's business name, so a search for a tailor finds their outfits through
     * this table's own index. Kept like tailor_rating by triggers (migration 0009): never write
     * it from code.
     */
    tailorName: text('tailor_name').notNull().default(''),
    /**
     * What search looks in: name, description, category and the tailor's business name, each
     * folded once at write time (search_fold, migration 0008: case, accents and dashes) so a
     * search is a plain LIKE on one trigram index (decision 006). The newlines (chr(10)) keep a
     * search from matching across fields (a folded search never contains one).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`search_fold(name) || chr(10) || search_fold(description) || chr(10) || search_fold(category) || chr(10) || search_fold(tailor_name)`,
      ),
  },
  (t) => [
    // Every list order is (key, id): keyset pages walk one of these indexes, forwards or
    // backwards, and stop after a page (decision 006).
    // The spec's plain list and a tailor's portfolio: catalog order.
    index('products_created_idx').on(t.createdAt, t.id),
    index('products_category_created_idx').on(t.category, t.createdAt, t.id),
    index('products_tailor_created_idx').on(t.tailorId, t.createdAt, t.id),
    // Name A-Z ignores case; Price; Highest Rated — each alone and within a category.
    index('products_name_idx').on(sql`lower(name)`, t.id),
    index('products_category_name_idx').on(t.category, sql`lower(name)`, t.id),
    index('products_price_idx').on(t.price, t.id),
    index('products_category_price_idx').on(t.category, t.price, t.id),
    index('products_rating_idx').on(t.tailorRating, t.id),
    index('products_category_rating_idx').on(t.category, t.tailorRating, t.id),
    // Substring search on name, description, category or tailor.
    index('products_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export type ProductRow = typeof products.$inferSelect;

/**
 * Row counts kept exact by database triggers (migration 0003) so "Showing N of M" never counts
 * 100k rows: scope 'products', 'products/category/<category>' and 'tailors'.
 */
export const catalogCounts = pgTable('catalog_counts', {
  scope: text('scope').primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull().default(0),
});
