import { asc, desc, eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/catalog.ts';
import type { OrderPaymentState } from '../../../shared/order-lifecycle.ts';
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
  /** Naira of Telo credit the order used; Paystack took the rest (issue 28: the split shown). */
  credit: sql<number>`(${orders.creditKobo}::numeric / 100)`.mapWith(Number),
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  product: { name: products.name, imageUrl: products.imageUrl },
  tailor: { businessName: tailors.businessName, location: tailors.location },
};

type Row = Awaited<ReturnType<typeof selectOrders>>[number];
/** The columns are text; their values are the lifecycle's, which only this code writes. */
export type OrderRow = Omit<Row, 'status' | 'paymentState'> & {
  status: OrderStatus;
  paymentState: OrderPaymentState;
};

function selectOrders(db: Db) {
  return db
    .select(orderWithDetails)
    .from(orders)
    .innerJoin(products, eq(orders.productId, products.id))
    .innerJoin(tailors, eq(orders.tailorId, tailors.id));
}

export async function findByUser(db: Db, userId: string) {
  const rows = await selectOrders(db)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows as OrderRow[];
}

export async function findById(db: Db, id: string) {
  const [row] = await selectOrders(db).where(eq(orders.id, id));
  return row as OrderRow | undefined;
}

/** The orders of one checkout, in the order they were placed (the confirmation page). */
export async function findByCheckout(db: Db, checkoutId: string) {
  const rows = await selectOrders(db)
    .where(eq(orders.checkoutId, checkoutId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows as OrderRow[];
}
