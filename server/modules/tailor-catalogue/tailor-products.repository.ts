import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { productColumns } from '../products/products.repository.ts';

/** A tailor's own outfit as the workspace shows it, hidden ones included. */
const columns = productColumns;

type Fields = Partial<
  Pick<
    typeof products.$inferInsert,
    'name' | 'description' | 'category' | 'price' | 'imageUrl' | 'isAvailable'
  >
>;

/** Newest first; a workshop's catalogue is tens of outfits, bounded for safety. */
export const findManyOwned = (db: Db, tailorId: string) =>
  db
    .select(columns)
    .from(products)
    .where(eq(products.tailorId, tailorId))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(500);

export async function insert(
  db: Db,
  tailorId: string,
  fields: Required<Omit<Fields, 'isAvailable'>>,
) {
  const [row] = await db
    .insert(products)
    .values({ ...fields, tailorId })
    .returning(columns);
  return row!;
}

/** Changes the tailor's own outfit; undefined when it is not theirs (or does not exist). */
export async function updateOwned(db: Db, tailorId: string, id: string, fields: Fields) {
  const [row] = await db
    .update(products)
    .set(fields)
    .where(and(eq(products.id, id), eq(products.tailorId, tailorId)))
    .returning(columns);
  return row;
}
