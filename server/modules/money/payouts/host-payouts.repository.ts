import { and, desc, eq, sql } from 'drizzle-orm';
import type { ResolvedAccount } from '../../../../shared/schemas/payouts.ts';
import type { Db } from '../../../db/client.ts';
import {
  hostBankDetailsReminders,
  hostPaymentInfo,
  payouts,
  users,
} from '../../../db/schema/index.ts';

/** An aso-ebi host's bank details and payouts (issue 32, decision 057): the tailor's, per user. */

const infoColumns = {
  bankName: hostPaymentInfo.bankName,
  bankCode: hostPaymentInfo.bankCode,
  accountNumber: hostPaymentInfo.accountNumber,
  accountName: hostPaymentInfo.accountName,
  updatedAt: hostPaymentInfo.updatedAt,
};

export async function findPaymentInfo(db: Db, userId: string) {
  const [info] = await db
    .select(infoColumns)
    .from(hostPaymentInfo)
    .where(eq(hostPaymentInfo.userId, userId));
  return info ?? null;
}

/** Her details, whole (recipient code included); undefined when she has none. */
export async function findTransferDetails(db: Db, userId: string) {
  const [info] = await db.select().from(hostPaymentInfo).where(eq(hostPaymentInfo.userId, userId));
  return info;
}
export type HostPaymentInfoRow = typeof hostPaymentInfo.$inferSelect;

/** Saved under the bank's own name for the account; a change needs a new recipient. */
export async function savePaymentInfo(tx: Db, userId: string, account: ResolvedAccount) {
  const details = {
    bankName: account.bankName,
    bankCode: account.bankCode,
    accountNumber: account.accountNumber,
    accountName: account.accountName,
  };
  const [saved] = await tx
    .insert(hostPaymentInfo)
    .values({ userId, ...details })
    .onConflictDoUpdate({
      target: hostPaymentInfo.userId,
      set: { ...details, recipientCode: null, updatedAt: sql`now()` },
    })
    .returning(infoColumns);
  return saved!;
}

/** Keeps a transfer recipient, only if the details are still the ones it was made for. */
export async function keepRecipientCode(db: Db, info: HostPaymentInfoRow, recipientCode: string) {
  await db
    .update(hostPaymentInfo)
    .set({ recipientCode })
    .where(
      and(
        eq(hostPaymentInfo.userId, info.userId),
        eq(hostPaymentInfo.bankCode, info.bankCode),
        eq(hostPaymentInfo.accountNumber, info.accountNumber),
        eq(hostPaymentInfo.accountName, info.accountName),
      ),
    );
}

/** Holds the host's user row: one writer at a time for her balance's payout. */
export async function lockHost(tx: Db, userId: string) {
  await tx.execute(sql`select id from ${users} where ${users.id} = ${userId} for update`);
}

/** Her newest 100 payouts. */
export function findPayouts(db: Db, userId: string) {
  return db
    .select({
      id: payouts.id,
      amountKobo: payouts.amountKobo,
      state: payouts.state,
      failureReason: payouts.failureReason,
      createdAt: payouts.createdAt,
      paidAt: payouts.paidAt,
    })
    .from(payouts)
    .where(eq(payouts.hostUserId, userId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(100);
}

/** Claims the reminder of this waiting period for her margins: false if she was told already. */
export async function claimBankDetailsReminder(tx: Db, userId: string) {
  const claimed = await tx
    .insert(hostBankDetailsReminders)
    .values({ userId })
    .onConflictDoNothing()
    .returning({ userId: hostBankDetailsReminders.userId });
  return claimed.length > 0;
}

/** Her bank details are saved: the waiting period is over (money waiting later is told again). */
export async function endBankDetailsReminder(tx: Db, userId: string) {
  await tx.delete(hostBankDetailsReminders).where(eq(hostBankDetailsReminders.userId, userId));
}
