import { sql } from 'drizzle-orm';
import type { ShopFacts } from '../../../shared/schemas/shop.ts';
import type { Db } from '../../db/client.ts';
import { tailors } from '../../db/schema/index.ts';

/**
 * The shop's figures from the tailors' rows, the numbers their cards show: every write to them
 * moves catalog_version, so a cached answer is as fresh as the catalogue.
 */
export async function shopFacts(db: Db): Promise<ShopFacts> {
  const [row] = await db
    .select({
      tailors: sql<number>`count(*)::int`,
      completedOrders: sql<number>`coalesce(sum(${tailors.completedOrders}), 0)::int`,
      reviews: sql<number>`coalesce(sum(${tailors.reviewCount}), 0)::int`,
      ratingTotal: sql<string>`coalesce(sum(${tailors.rating} * ${tailors.reviewCount}), 0)::text`,
      specialties: sql<number>`(select count(distinct s)::int from ${tailors}, unnest(${tailors.specialties}) as s)`,
    })
    .from(tailors);
  const facts = row!;
  return {
    tailors: facts.tailors,
    completedOrders: facts.completedOrders,
    averageRating:
      facts.reviews > 0 ? Math.round((Number(facts.ratingTotal) / facts.reviews) * 10) / 10 : null,
    specialties: facts.specialties,
  };
}
