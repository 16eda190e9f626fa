import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orders, storeCreditEntries } from '../../../db/schema/index.ts';

/**
 * Store credit (issue 15): a ledger in kobo, never an updated balance. Credit is issued by a fit
 * claim, spent by orders at checkout and given back when such an order is cancelled, refunded or
 * expires unpaid. Unique indexes make each of these happen once (schema/fit-claims.ts); spending
 * runs under the lock on the shopper's user row that every checkout takes (place-checkout.ts),
 * so two checkouts at once cannot both spend the same credit.
 */

/** The shopper's credit now: the sum of their ledger. */
export async function balanceKobo(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ kobo: sql<string>`coalesce(sum(${storeCreditEntries.amountKobo}), 0)` })
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.userId, userId));
  return Number(row?.kobo ?? 0);
}

/** The credit a checkout of `totalKobo` would use: all of it, up to the total. */
export const creditToApply = (balance: number, totalKobo: number) =>
  Math.max(0, Math.min(balance, totalKobo));

/**
 * Shares `creditKobo` over a checkout's orders in their order: each takes what it can, so an
 * order's credit never passes its own total and the shares add up to exactly the credit.
 */
export function shareCredit(creditKobo: number, totalsKobo: number[]): number[] {
  let left = creditKobo;
  return totalsKobo.map((total) => {
    const share = Math.min(left, total);
    left -= share;
    return share;
  });
}

/** Records the spending of orders' credit shares (inside the checkout's transaction). */
export async function recordSpent(
  tx: Db,
  userId: string,
  shares: { orderId: string; creditKobo: number }[],
) {
  const spent = shares.filter((s) => s.creditKobo > 0);
  if (spent.length === 0) return;
  await tx.insert(storeCreditEntries).values(
    spent.map((s) => ({
      userId,
      kind: 'spent' as const,
      orderId: s.orderId,
      amountKobo: -s.creditKobo,
    })),
  );
}

/**
 * Gives back the credit these orders spent (cancelled, refunded or expired). Once per order: a
 * second call, or a concurrent one, finds the unique index and adds nothing. Answers the kobo
 * given back now.
 */
export async function returnOrderCredit(tx: Db, orderIds: string[]): Promise<number> {
  if (orderIds.length === 0) return 0;
  const spent = await tx
    .select({ id: orders.id, userId: orders.userId, creditKobo: orders.creditKobo })
    .from(orders)
    .where(and(inArray(orders.id, orderIds), gt(orders.creditKobo, 0)));
  if (spent.length === 0) return 0;
  const returned = await tx
    .insert(storeCreditEntries)
    .values(
      spent.map((o) => ({
        userId: o.userId,
        kind: 'returned' as const,
        orderId: o.id,
        amountKobo: o.creditKobo,
      })),
    )
    .onConflictDoNothing()
    .returning({ amountKobo: storeCreditEntries.amountKobo });
  return returned.reduce((n, r) => n + r.amountKobo, 0);
}

/** Credit Telo issues for a claim; once per claim (unique index). */
export async function issueCredit(
  tx: Db,
  entry: { userId: string; claimId: string; amountKobo: number },
) {
  await tx
    .insert(storeCreditEntries)
    .values({ ...entry, kind: 'issued' })
    .onConflictDoNothing();
}

/** The ledger, newest first (at most 100 lines: more than a shopper ever has). */
export async function ledger(db: Db, userId: string) {
  return db
    .select({
      kind: storeCreditEntries.kind,
      amountKobo: storeCreditEntries.amountKobo,
      claimId: storeCreditEntries.claimId,
      orderId: storeCreditEntries.orderId,
      at: storeCreditEntries.createdAt,
    })
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.userId, userId))
    .orderBy(desc(storeCreditEntries.createdAt), desc(storeCreditEntries.id))
    .limit(100);
}
