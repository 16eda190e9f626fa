import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { checkouts, payments } from '../../../db/schema/index.ts';

/** A payment with the checkout it pays for; undefined for an unknown reference. */
export async function findPaymentWithCheckout(db: Db, reference: string) {
  const [row] = await db
    .select({ payment: payments, checkout: checkouts })
    .from(payments)
    .innerJoin(checkouts, eq(payments.checkoutId, checkouts.id))
    .where(eq(payments.reference, reference));
  return row;
}

export async function findPayment(db: Db, reference: string) {
  const [payment] = await db.select().from(payments).where(eq(payments.reference, reference));
  return payment;
}

export async function findCheckout(db: Db, checkoutId: string) {
  const [checkout] = await db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
  return checkout;
}

/** A checkout's attempts still waiting for Paystack's word, oldest first. */
export async function findOpenAttempts(db: Db, checkoutId: string) {
  const rows = await db
    .select({ reference: payments.reference })
    .from(payments)
    .where(and(eq(payments.checkoutId, checkoutId), eq(payments.state, 'initialized')))
    .orderBy(asc(payments.createdAt));
  return rows.map((r) => r.reference);
}
