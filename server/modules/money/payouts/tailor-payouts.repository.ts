import { and, asc, desc, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { ResolvedAccount } from '../../../../shared/schemas/payouts.ts';
import type { Db } from '../../../db/client.ts';
import {
  bankDetailsReminders,
  hostPaymentInfo,
  orders,
  payouts,
  products,
  tailorPaymentInfo,
  tailors,
} from '../../../db/schema/index.ts';
import type { Payee } from './payees.ts';

const paymentInfoColumns = {
  bankName: tailorPaymentInfo.bankName,
  bankCode: tailorPaymentInfo.bankCode,
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
      hostMarginKobo: orders.hostMarginKobo,
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

/**
 * New details need a new transfer recipient. They are verified: the name is the bank's answer
 * to resolving the account (issue 29), not what anyone typed.
 */
export async function savePaymentInfo(tx: Db, tailorId: string, account: ResolvedAccount) {
  const details = {
    bankName: account.bankName,
    bankCode: account.bankCode,
    accountNumber: account.accountNumber,
    accountName: account.accountName,
  };
  const [saved] = await tx
    .insert(tailorPaymentInfo)
    .values({ tailorId, ...details, preferredMethod: 'bank', isVerified: true })
    .onConflictDoUpdate({
      target: tailorPaymentInfo.tailorId,
      set: {
        ...details,
        recipientCode: null,
        isVerified: true,
        preferredMethod: 'bank',
        updatedAt: sql`now()`,
      },
    })
    .returning(paymentInfoColumns);
  return saved!;
}

export type PaymentInfoRow = typeof tailorPaymentInfo.$inferSelect;

/** SQL for a new payout reference (see newPayoutReference), for rows changed in bulk. */
const newReferenceSql = sql`'payout_' || replace(gen_random_uuid()::text, '-', '')`;

/** A payout of a tailor's or a host's balance (exactly one payee: payees.ts payeeColumns). */
export async function insertPayout(
  db: Db,
  payout: {
    tailorId: string | null;
    hostUserId: string | null;
    amountKobo: number;
    reference: string;
  },
) {
  const [row] = await db.insert(payouts).values(payout).returning({ id: payouts.id });
  return row!;
}

/** The tailor's bank details, whole (recipient code included); undefined when she has none. */
export async function findTransferDetails(db: Db, tailorId: string) {
  const [info] = await db
    .select()
    .from(tailorPaymentInfo)
    .where(eq(tailorPaymentInfo.tailorId, tailorId));
  return info;
}

/** Keeps a transfer recipient, only if the details are still the ones it was made for. */
export async function keepRecipientCode(db: Db, info: PaymentInfoRow, recipientCode: string) {
  await db
    .update(tailorPaymentInfo)
    .set({ recipientCode })
    .where(
      and(
        eq(tailorPaymentInfo.id, info.id),
        eq(tailorPaymentInfo.bankName, info.bankName),
        info.bankCode === null
          ? sql`${tailorPaymentInfo.bankCode} is null`
          : eq(tailorPaymentInfo.bankCode, info.bankCode),
        eq(tailorPaymentInfo.accountNumber, info.accountNumber),
        eq(tailorPaymentInfo.accountName, info.accountName),
      ),
    );
}

/**
 * Claims a pending payout for sending: pending becomes processing once, so of two sweeps exactly
 * one gets the row back and asks the provider. Undefined when it was not pending.
 */
export async function claimPayout(db: Db, payoutId: string) {
  const [claimed] = await db
    .update(payouts)
    .set({ state: 'processing', requestedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(payouts.id, payoutId), eq(payouts.state, 'pending')))
    .returning();
  return claimed;
}

export async function setTransferCode(db: Db, payoutId: string, transferCode: string | null) {
  await db.update(payouts).set({ transferCode }).where(eq(payouts.id, payoutId));
}

/** A claim whose request did not reach the provider: back to pending, same reference. */
export async function releasePayoutClaim(db: Db, payoutId: string) {
  await db
    .update(payouts)
    .set({ state: 'pending', requestedAt: null, updatedAt: sql`now()` })
    .where(and(eq(payouts.id, payoutId), eq(payouts.state, 'processing')));
}

/**
 * Decides that a transfer is paid: processing becomes paid once, whether the webhook, verify or
 * the sweep says so first. Undefined when it was not processing.
 */
export async function markPayoutPaid(db: Db, reference: string) {
  const [paid] = await db
    .update(payouts)
    .set({ state: 'paid', paidAt: sql`now()`, failureReason: null, updatedAt: sql`now()` })
    .where(and(eq(payouts.reference, reference), eq(payouts.state, 'processing')))
    .returning();
  return paid;
}

/**
 * Decides that a transfer failed: processing becomes failed once, so the tailor is told once.
 * Undefined when it was not processing.
 */
export async function markPayoutFailed(db: Db, reference: string, reason: string) {
  const [failed] = await db
    .update(payouts)
    .set({ state: 'failed', failureReason: reason, updatedAt: sql`now()` })
    .where(and(eq(payouts.reference, reference), eq(payouts.state, 'processing')))
    .returning();
  return failed;
}

export async function findTailorUserId(db: Db, tailorId: string) {
  const [tailor] = await db
    .select({ userId: tailors.userId })
    .from(tailors)
    .where(eq(tailors.id, tailorId));
  return tailor?.userId;
}

/** Pending payouts of tailors and hosts with bank details, oldest first. */
export function findSendablePayoutIds(db: Db, limit: number) {
  return db
    .select({ id: payouts.id })
    .from(payouts)
    .leftJoin(tailorPaymentInfo, eq(tailorPaymentInfo.tailorId, payouts.tailorId))
    .leftJoin(hostPaymentInfo, eq(hostPaymentInfo.userId, payouts.hostUserId))
    .where(
      and(
        eq(payouts.state, 'pending'),
        or(isNotNull(tailorPaymentInfo.id), isNotNull(hostPaymentInfo.userId)),
      ),
    )
    .orderBy(asc(payouts.createdAt))
    .limit(limit);
}

/** Payouts still processing, asked longest ago first. */
export function findProcessingPayouts(db: Db, limit: number) {
  return db
    .select({ reference: payouts.reference, requestedAt: payouts.requestedAt })
    .from(payouts)
    .where(eq(payouts.state, 'processing'))
    .orderBy(asc(payouts.requestedAt))
    .limit(limit);
}

/**
 * Decides that a transfer the provider never heard of is sent again: back to pending only while
 * still processing and asked more than `lostAfterMs` ago (a request still on its way is left).
 */
export async function reopenLostPayout(db: Db, reference: string, lostAfterMs: number) {
  await db
    .update(payouts)
    .set({ state: 'pending', requestedAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(payouts.reference, reference),
        eq(payouts.state, 'processing'),
        lt(payouts.requestedAt, sql`now() - make_interval(secs => ${lostAfterMs / 1000})`),
      ),
    );
}

/**
 * After a payee (a tailor or a host: payees.ts) changes her bank details, payouts that failed
 * are sent again (new reference: the provider refuses one twice), in the caller's transaction.
 */
export async function retryFailedPayouts(tx: Db, payee: Payee) {
  const owner =
    payee.kind === 'tailor'
      ? eq(payouts.tailorId, payee.tailorId)
      : eq(payouts.hostUserId, payee.userId);
  await tx
    .update(payouts)
    .set({
      state: 'pending',
      reference: newReferenceSql,
      transferCode: null,
      failureReason: null,
      requestedAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(owner, eq(payouts.state, 'failed')));
}

/**
 * Claims this waiting period's reminder for the tailor: true for the first caller only (the row
 * is the period; any later sweep finds it and sends nothing).
 */
export async function claimBankDetailsReminder(tx: Db, tailorId: string) {
  const claimed = await tx
    .insert(bankDetailsReminders)
    .values({ tailorId })
    .onConflictDoNothing()
    .returning({ tailorId: bankDetailsReminders.tailorId });
  return claimed.length > 0;
}

/** Her bank details are saved: the waiting period is over (money waiting later is told again). */
export async function endBankDetailsReminder(tx: Db, tailorId: string) {
  await tx.delete(bankDetailsReminders).where(eq(bankDetailsReminders.tailorId, tailorId));
}
