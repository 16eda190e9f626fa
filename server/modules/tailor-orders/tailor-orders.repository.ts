import { and, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { TailorOrder } from '../../../shared/schemas/tailor-orders.ts';
import type { Db } from '../../db/client.ts';
import { orders, products, users } from '../../db/schema/index.ts';

/** At most this many orders in one answer: the newest, which are the ones a tailor acts on. */
const LIST_LIMIT = 200;

/**
 * The orders a tailor sees: paid ones (and those being or already refunded), or orders from
 * before payments existed (no checkout), never an order still waiting for the shopper's payment.
 */
export const visibleToTailor = or(
  inArray(orders.paymentState, ['paid', 'refund_pending', 'refunded']),
  isNull(orders.checkoutId),
);

const columns = {
  id: orders.id,
  status: orders.status,
  stage: orders.stage,
  paymentState: orders.paymentState,
  buyerName: users.fullName,
  product: {
    id: products.id,
    name: products.name,
    imageUrl: products.imageUrl,
    category: products.category,
  },
  quantity: orders.quantity,
  measurements: orders.measurements,
  totalAmount: orders.totalAmount,
  neededBy: orders.neededBy,
  rush: orders.rush,
  notes: orders.notes,
  delivery: orders.delivery,
  acceptBy: orders.acceptBy,
  declineReason: orders.declineReason,
  readyPhotoUrl: orders.readyPhotoUrl,
  courier: orders.courier,
  trackingNote: orders.trackingNote,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

type Row = Awaited<ReturnType<typeof selectWhere>>[number];

/** Orders of this tailor that the tailor may see, and matching `where`. */
function selectWhere(db: Db, tailorId: string, where?: SQL) {
  return db
    .select(columns)
    .from(orders)
    .innerJoin(products, eq(orders.productId, products.id))
    .innerJoin(users, eq(orders.userId, users.id))
    .where(and(eq(orders.tailorId, tailorId), visibleToTailor, where));
}

/** The tailor whose workshop the account runs, or undefined. */
export async function findManyForTailor(db: Db, tailorId: string) {
  const rows = await selectWhere(db, tailorId)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(LIST_LIMIT);
  return rows.map(toTailorOrder);
}

export async function findOneForTailor(db: Db, tailorId: string, orderId: string) {
  const [row] = await selectWhere(db, tailorId, eq(orders.id, orderId));
  return row ? toTailorOrder(row) : undefined;
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

function toTailorOrder({ buyerName, measurements, ...row }: Row): TailorOrder {
  const { unit, ...values } = measurements;
  return {
    ...row,
    status: row.status as TailorOrder['status'],
    buyerFirstName: buyerName.trim().split(/\s+/)[0] || 'Customer',
    measurements: values,
    unit: unit === 'centimeters' ? 'centimeters' : 'inches',
    delivery: row.delivery as TailorOrder['delivery'],
    acceptBy: iso(row.acceptBy),
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
}
