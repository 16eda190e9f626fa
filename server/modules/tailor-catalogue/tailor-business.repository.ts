/**
 * A tailor's designs, fabrics and price list (spec §3's tailor_designs, tailor_fabrics,
 * tailor_pricing). Every query is scoped by the acting tailor's id: another tailor's row is never
 * read or changed, only not found.
 */
import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tailorDesigns, tailorFabrics, tailorPricing } from '../../db/schema/index.ts';

/** Every column but the owner's id, which the tailor already knows. */
const withoutTailorId = <T extends Record<string, unknown>>(columns: T) =>
  Object.fromEntries(Object.entries(columns).filter(([key]) => key !== 'tailorId')) as Omit<
    T,
    'tailorId'
  >;
const designColumns = withoutTailorId(getTableColumns(tailorDesigns));
const fabricColumns = withoutTailorId(getTableColumns(tailorFabrics));
const pricingColumns = {
  category: tailorPricing.category,
  basePrice: tailorPricing.basePrice,
  complexityMultiplier: tailorPricing.complexityMultiplier,
  rushOrderSurcharge: tailorPricing.rushOrderSurcharge,
  estimatedDays: tailorPricing.estimatedDays,
  description: tailorPricing.description,
  isActive: tailorPricing.isActive,
  updatedAt: tailorPricing.updatedAt,
};

type DesignFields = Partial<
  Pick<
    typeof tailorDesigns.$inferInsert,
    'name' | 'description' | 'category' | 'images' | 'isActive'
  >
>;
type FabricFields = Partial<
  Omit<typeof tailorFabrics.$inferInsert, 'id' | 'tailorId' | 'createdAt' | 'updatedAt'>
>;
type PricingFields = Omit<
  typeof tailorPricing.$inferInsert,
  'id' | 'tailorId' | 'category' | 'createdAt' | 'updatedAt'
>;

/** A workshop keeps tens of each; bounded for safety. */
const LIST_MAX = 500;

export const designs = {
  findMany: (db: Db, tailorId: string) =>
    db
      .select(designColumns)
      .from(tailorDesigns)
      .where(eq(tailorDesigns.tailorId, tailorId))
      .orderBy(desc(tailorDesigns.createdAt), desc(tailorDesigns.id))
      .limit(LIST_MAX),
  async insert(
    db: Db,
    tailorId: string,
    fields: DesignFields &
      Pick<typeof tailorDesigns.$inferInsert, 'name' | 'description' | 'category'>,
  ) {
    const [row] = await db
      .insert(tailorDesigns)
      .values({ ...fields, tailorId })
      .returning(designColumns);
    return row!;
  },
  async update(db: Db, tailorId: string, id: string, fields: DesignFields) {
    const [row] = await db
      .update(tailorDesigns)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(and(eq(tailorDesigns.id, id), eq(tailorDesigns.tailorId, tailorId)))
      .returning(designColumns);
    return row;
  },
};

export const fabrics = {
  findMany: (db: Db, tailorId: string) =>
    db
      .select(fabricColumns)
      .from(tailorFabrics)
      .where(eq(tailorFabrics.tailorId, tailorId))
      .orderBy(desc(tailorFabrics.createdAt), desc(tailorFabrics.id))
      .limit(LIST_MAX),
  async insert(
    db: Db,
    tailorId: string,
    fields: Omit<typeof tailorFabrics.$inferInsert, 'tailorId'>,
  ) {
    const [row] = await db
      .insert(tailorFabrics)
      .values({ ...fields, tailorId })
      .returning(fabricColumns);
    return row!;
  },
  async update(db: Db, tailorId: string, id: string, fields: FabricFields) {
    const [row] = await db
      .update(tailorFabrics)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(and(eq(tailorFabrics.id, id), eq(tailorFabrics.tailorId, tailorId)))
      .returning(fabricColumns);
    return row;
  },
};

export const pricing = {
  findMany: (db: Db, tailorId: string) =>
    db
      .select(pricingColumns)
      .from(tailorPricing)
      .where(eq(tailorPricing.tailorId, tailorId))
      .orderBy(asc(tailorPricing.category)),
  /** One line per category (the unique key): made the first time, changed after. */
  async upsert(db: Db, tailorId: string, category: string, fields: PricingFields) {
    const [row] = await db
      .insert(tailorPricing)
      .values({ ...fields, tailorId, category })
      .onConflictDoUpdate({
        target: [tailorPricing.tailorId, tailorPricing.category],
        set: { ...fields, updatedAt: sql`now()` },
      })
      .returning(pricingColumns);
    return row!;
  },
};
