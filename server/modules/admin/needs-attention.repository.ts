import { count, desc, eq, sql } from 'drizzle-orm';
import { fromKobo } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import { checkouts, orders, payments, products, refunds, users } from '../../db/schema/index.ts';
import type { PageRequest } from './admin-desk.repository.ts';

/** A refund with whose it is: the order's outfit (if any) and the shopper who paid. */
function selectRefunds(db: Db) {
  return db
    .select({
      id: refunds.id,
      state: refunds.state,
      amountKobo: refunds.amountKobo,
      paymentReference: refunds.paymentReference,
      orderId: refunds.orderId,
      productName: products.name,
      shopperName: sql<string>`coalesce(nullif(${users.fullName}, ''), ${users.username})`,
      failureReason: refunds.failureReason,
      failedAt: refunds.failedAt,
      createdAt: refunds.createdAt,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.reference, refunds.paymentReference))
    .innerJoin(checkouts, eq(checkouts.id, payments.checkoutId))
    .innerJoin(users, eq(users.id, checkouts.userId))
    .leftJoin(orders, eq(orders.id, refunds.orderId))
    .leftJoin(products, eq(products.id, orders.productId));
}

const inNaira = <T extends { amountKobo: number }>({ amountKobo, ...rest }: T) => ({
  ...rest,
  amount: fromKobo(amountKobo),
});

/** Refunds the provider refused, newest first, a page at a time. */
export async function failedRefundsPage(db: Db, request: PageRequest) {
  const failed = eq(refunds.state, 'failed');
  const [rows, [counted]] = await Promise.all([
    selectRefunds(db)
      .where(failed)
      .orderBy(desc(refunds.failedAt), desc(refunds.id))
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    db.select({ n: count() }).from(refunds).where(failed),
  ]);
  return { items: rows.map(inNaira), ...request, total: counted?.n ?? 0 };
}

export async function findRefund(db: Db, id: string) {
  const [row] = await selectRefunds(db).where(eq(refunds.id, id));
  return row ? inNaira(row) : undefined;
}
