import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { BankDetails } from '../../../../shared/bank-accounts.ts';
import type { Db } from '../../../db/client.ts';
import { orders, payouts, products, tailorPaymentInfo } from '../../../db/schema/index.ts';

const paymentInfoColumns = {
  bankName: tailorPaymentInfo.bankName,
  accountNumber: tailorPaymentInfo.accountNumber,
  accountName: tailorPaymentInfo.accountName,
  updatedAt: tailorPaymentInfo.updatedAt,
};

export async function findPaymentInfo(db: Db, tailorId: string) {
  const [info] = await db
    .select(paymentInfoColumns)
    .from(tailorPaymentInfo)
    .where(eq(tailorPaymentInfo.tailorId, tailorId));
  return info ?? null;
}

/** The tailor's newest 100 payouts with their outfit's name. */
export function findPayouts(db: Db, tailorId: string) {
  return db
    .select({
      id: payouts.id,
      orderId: payouts.orderId,
      productName: products.name,
      orderTotalKobo: payouts.orderTotalKobo,
      commissionKobo: payouts.commissionKobo,
      amountKobo: payouts.amountKobo,
      state: payouts.state,
      failureReason: payouts.failureReason,
      createdAt: payouts.createdAt,
      paidAt: payouts.paidAt,
    })
    .from(payouts)
    .innerJoin(orders, eq(payouts.orderId, orders.id))
    .innerJoin(products, eq(orders.productId, products.id))
    .where(eq(payouts.tailorId, tailorId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(100);
}

/** Paid orders still being made (newest 50): the earnings to come. */
export function findPaidOrdersInProgress(db: Db, tailorId: string) {
  return db
    .select({
      orderId: orders.id,
      productName: products.name,
      status: orders.status,
      totalAmount: orders.totalAmount,
    })
    .from(orders)
    .innerJoin(products, eq(orders.productId, products.id))
    .where(
      and(
        eq(orders.tailorId, tailorId),
        eq(orders.paymentState, 'paid'),
        isNotNull(orders.checkoutId),
        inArray(orders.status, ['pending', 'in_progress']),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(50);
}

/** New details need a new transfer recipient, and are not verified until checked again. */
export async function savePaymentInfo(tx: Db, tailorId: string, details: BankDetails) {
  const [saved] = await tx
    .insert(tailorPaymentInfo)
    .values({ tailorId, ...details, preferredMethod: 'bank' })
    .onConflictDoUpdate({
      target: tailorPaymentInfo.tailorId,
      set: {
        ...details,
        recipientCode: null,
        isVerified: false,
        preferredMethod: 'bank',
        updatedAt: sql`now()`,
      },
    })
    .returning(paymentInfoColumns);
  return saved!;
}
