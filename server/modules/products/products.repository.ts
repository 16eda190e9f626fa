import { asc, eq, type SQL, and } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, tailors } from '../../db/schema/index.ts';

/** A product as the API answers it: with the tailor's name, location and rating (spec §3). */
export const productWithTailor = {
  id: products.id,
  tailorId: products.tailorId,
  name: products.name,
  description: products.description,
  category: products.category,
  price: products.price,
  imageUrl: products.imageUrl,
  isAvailable: products.isAvailable,
  createdAt: products.createdAt,
  tailor: {
    businessName: tailors.businessName,
    location: tailors.location,
    rating: tailors.rating,
  },
};

export type ProductFilter = { category?: string; tailorId?: string };

export function findMany(db: Db, filter: ProductFilter = {}) {
  const conditions: SQL[] = [];
  if (filter.category) conditions.push(eq(products.category, filter.category));
  if (filter.tailorId) conditions.push(eq(products.tailorId, filter.tailorId));
  return db
    .select(productWithTailor)
    .from(products)
    .innerJoin(tailors, eq(products.tailorId, tailors.id))
    .where(and(...conditions))
    .orderBy(asc(products.createdAt), asc(products.id));
}

export async function findById(db: Db, id: string) {
  const [row] = await db
    .select(productWithTailor)
    .from(products)
    .innerJoin(tailors, eq(products.tailorId, tailors.id))
    .where(eq(products.id, id));
  return row;
}
