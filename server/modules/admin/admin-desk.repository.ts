import { count, desc, eq, sql } from 'drizzle-orm';
import { fromKobo } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import {
  contactMessages,
  orders,
  payments,
  products,
  refunds,
  tailors,
  users,
} from '../../db/schema/index.ts';

/** A page of a list: its rows newest first, and how many there are in all. */
export type PageRequest = { page: number; pageSize: number };
const offset = ({ page, pageSize }: PageRequest) => (page - 1) * pageSize;
const countOf = (db: Db, table: typeof tailors | typeof orders | typeof contactMessages) =>
  db.select({ n: count() }).from(table);

/** A page's rows and the list's count, read together. */
async function pageOf<T>(
  request: PageRequest,
  rows: Promise<T[]>,
  total: Promise<{ n: number }[]>,
) {
  const [items, [counted]] = await Promise.all([rows, total]);
  return { items, ...request, total: counted?.n ?? 0 };
}

const tailorColumns = {
  id: tailors.id,
  businessName: tailors.businessName,
  location: tailors.location,
  isVerified: tailors.isVerified,
  completedOrders: tailors.completedOrders,
  rating: tailors.rating,
  createdAt: tailors.createdAt,
};

export function tailorsPage(db: Db, request: PageRequest) {
  return pageOf(
    request,
    db
      .select(tailorColumns)
      .from(tailors)
      .orderBy(desc(tailors.createdAt), desc(tailors.id))
      .limit(request.pageSize)
      .offset(offset(request)),
    countOf(db, tailors),
  );
}

/** Sets a tailor's Verified badge; undefined for no such tailor. */
export async function setTailorVerified(db: Db, id: string, isVerified: boolean) {
  const [row] = await db
    .update(tailors)
    .set({ isVerified })
    .where(eq(tailors.id, id))
    .returning(tailorColumns);
  return row;
}

export async function ordersPage(db: Db, request: PageRequest) {
  const { items: rows, total } = await pageOf(
    request,
    db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        status: orders.status,
        paymentState: orders.paymentState,
        totalAmount: orders.totalAmount,
        productName: products.name,
        tailorBusinessName: tailors.businessName,
        shopperName: sql<string>`coalesce(nullif(${users.fullName}, ''), ${users.username})`,
        // The payment that paid this order (issue 28), its channel, and the credit it used.
        paymentReference: orders.paidByReference,
        channel: payments.channel,
        creditKobo: orders.creditKobo,
        refundState: refunds.state,
        refundKobo: refunds.amountKobo,
      })
      .from(orders)
      .innerJoin(products, eq(orders.productId, products.id))
      .innerJoin(tailors, eq(orders.tailorId, tailors.id))
      .innerJoin(users, eq(orders.userId, users.id))
      .leftJoin(payments, eq(payments.reference, orders.paidByReference))
      // One refund per order at most (unique index), so no order appears twice.
      .leftJoin(refunds, eq(refunds.orderId, orders.id))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(request.pageSize)
      .offset(offset(request)),
    countOf(db, orders),
  );
  const items = rows.map(({ refundState, refundKobo, creditKobo, ...order }) => ({
    ...order,
    credit: fromKobo(creditKobo),
    refund:
      refundState && refundKobo !== null
        ? { state: refundState, amount: fromKobo(refundKobo) }
        : null,
  }));
  return { items, ...request, total };
}

export function contactMessagesPage(db: Db, request: PageRequest) {
  return pageOf(
    request,
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(request.pageSize)
      .offset(offset(request)),
    countOf(db, contactMessages),
  );
}
