import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
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

/** The tailor's newest 100 payouts. */
export function findPayouts(db: Db, tailorId: string) {
  return db
    .select({
      id: payouts.id,
      orderId: payouts.orderId,
      amountKobo: payouts.amountKobo,
      state: payouts.state,
      failureReason: payouts.failureReason,
      createdAt: payouts.createdAt,
      paidAt: payouts.paidAt,
    })
    .from(payouts)
    .where(eq(payouts.tailorId, tailorId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(100);
}

/** Her orders paid through Telo (newest 50): the money each earns her. */
export function findPaidOrders(db: Db, tailorId: string) {
  return db
    .select({
      orderId: orders.id,
      productName: products.name,
      status: orders.status,
      paymentState: orders.paymentState,
      totalAmount: orders.totalAmount,
    })
    .from(orders)
    .innerJoin(products, eq(orders.productId, products.id))
    .where(
      and(
        eq(orders.tailorId, tailorId),
        eq(orders.paymentState, 'paid'),
        isNotNull(orders.checkoutId),
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
