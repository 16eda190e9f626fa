import { and, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orders } from '../../../db/schema/index.ts';
import { accounts } from '../ledger/accounts.ts';
import { returnCredit, spendCredit } from '../ledger/escrow.ts';
import { balance, statement } from '../ledger/ledger.ts';

/**
 * Store credit (issue 15) is the shopper's account in Telo's books (issue 28, decision 048):
 * `credit:<user>`. Credit is issued by a fit claim (out of the order's escrow, then the tailor's
 * balance: ledger/escrow.ts creditFromClaim), spent by orders at checkout and given back when
 * such an order is cancelled, refunded or expires unpaid. Each of these is posted once under its
 * key; spending runs under the lock on the shopper's user row that every checkout takes
 * (place-checkout.ts), so two checkouts at once cannot both spend the same credit.
 */

/** The shopper's credit now: the sum of their account's entries. */
export const balanceKobo = (db: Db, userId: string) => balance(db, accounts.credit(userId));

/** The credit a checkout of `totalKobo` would use: all of it, up to the total. */
export const creditToApply = (balanceNow: number, totalKobo: number) =>
  Math.max(0, Math.min(balanceNow, totalKobo));

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
  for (const s of shares) await spendCredit(tx, { id: s.orderId, userId }, s.creditKobo);
}

/**
 * Gives back the credit these orders spent (cancelled, refunded or expired). Once per order: a
 * second call, or a concurrent one, finds the key posted and adds nothing. Answers the kobo
 * given back now.
 */
export async function returnOrderCredit(tx: Db, orderIds: string[]): Promise<number> {
  if (orderIds.length === 0) return 0;
  const spent = await tx
    .select({ id: orders.id, userId: orders.userId, creditKobo: orders.creditKobo })
    .from(orders)
    .where(and(inArray(orders.id, orderIds), gt(orders.creditKobo, 0)));
  let returned = 0;
  for (const o of spent) {
    if (await returnCredit(tx, o, o.creditKobo)) returned += o.creditKobo;
  }
  return returned;
}

/** The shopper's credit statement as /profile shows it, newest first (at most 100 lines). */
export async function ledger(db: Db, userId: string) {
  const lines = await statement(db, accounts.credit(userId));
  return lines.map((l) => ({
    kind: creditKinds[l.kind] ?? 'issued',
    amountKobo: l.amountKobo,
    claimId: l.claimId,
    orderId: l.orderId,
    at: l.at,
  }));
}

/** The ledger's transaction kinds as the shopper's statement names them. */
const creditKinds: Record<string, 'issued' | 'spent' | 'returned'> = {
  claim_credit: 'issued',
  credit_spent: 'spent',
  credit_returned: 'returned',
};
