import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, products, tailors } from '../../db/schema/index.ts';

/** An order as the API answers it: with the outfit's name and picture and the tailor (spec §3). */
const orderWithDetails = {
  id: orders.id,
  userId: orders.userId,
  tailorId: orders.tailorId,
  productId: orders.productId,
  measurements: orders.measurements,
  status: orders.status,
  totalAmount: orders.totalAmount,
  estimatedDelivery: orders.estimatedDelivery,
  notes: orders.notes,
  paymentState: orders.paymentState,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  product: { name: products.name, imageUrl: products.imageUrl },
  tailor: { businessName: tailors.businessName, location: tailors.location },
};

function selectOrders(db: Db) {
  return db
    .select(orderWithDetails)
    .from(orders)
    .innerJoin(products, eq(orders.productId, products.id))
    .innerJoin(tailors, eq(orders.tailorId, tailors.id));
}

export function findByUser(db: Db, userId: string) {
  return selectOrders(db)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

export async function findById(db: Db, id: string) {
  const [row] = await selectOrders(db).where(eq(orders.id, id));
  return row;
}

/** The orders of one checkout, in the order they were placed (the confirmation page). */
export function findByCheckout(db: Db, checkoutId: string) {
  return selectOrders(db)
    .where(eq(orders.checkoutId, checkoutId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}
