import { and, eq, gt, notExists, sql } from 'drizzle-orm';

import type { Db } from '../../../db/client.ts';
import { asoEbiEvents, ledgerTransactions, orders } from '../../../db/schema/index.ts';
import { ForbiddenError } from '../../../errors.ts';
import { accounts } from '../ledger/accounts.ts';
import { balances } from '../ledger/ledger.ts';
import * as repository from './host-payouts.repository.ts';
import { bankAccount } from './payees.ts';

/** Whether the account hosts an aso-ebi event (the bank calls are for hosts only). */
export async function isHost(db: Db, userId: string) {
  const [row] = await db
    .select({ id: asoEbiEvents.id })
    .from(asoEbiEvents)
    .where(eq(asoEbiEvents.hostUserId, userId))
    .limit(1);
  return row !== undefined;
}

export async function requireHost(db: Db, userId: string) {
  if (!(await isHost(db, userId))) {
    throw new ForbiddenError('Only the host of an aso-ebi event may do this');
  }
}

/** Her margins in paid guests' orders whose money is not released yet. */
async function heldMarginKobo(db: Db, userId: string) {
  const [row] = await db
    .select({ kobo: sql<string | null>`sum(${orders.hostMarginKobo})` })
    .from(orders)
    .innerJoin(asoEbiEvents, eq(asoEbiEvents.id, orders.eventId))
    .where(
      and(
        eq(asoEbiEvents.hostUserId, userId),
        eq(orders.paymentState, 'paid'),
        gt(orders.hostMarginKobo, 0),
        notExists(
          db
            .select({ id: ledgerTransactions.id })
            .from(ledgerTransactions)
            .where(eq(ledgerTransactions.key, sql`'release:' || ${orders.id}`)),
        ),
      ),
    );
  return Number(row?.kobo ?? 0);
}

/**
 * "Your aso-ebi earnings" (issue 32 item 6, decision 057): the host's margins as the ledger
 * holds them, her bank details and her payouts.
 */
export async function hostEarnings(db: Db, userId: string) {
  const payee = { kind: 'host', userId } as const;
  const [hosting, paymentInfo, payouts, heldKobo] = await Promise.all([
    isHost(db, userId),
    repository.findPaymentInfo(db, userId),
    repository.findPayouts(db, userId),
    heldMarginKobo(db, userId),
  ]);
  const sums = await balances(db, [
    accounts.host(userId),
    bankAccount(payee),
    ...payouts.map((p) => accounts.payout(p.id)),
  ]);
  const onTheWayKobo = payouts
    .filter((p) => p.state !== 'paid')
    .reduce((n, p) => n + (sums.get(accounts.payout(p.id)) ?? 0), 0);
  return {
    hosting,
    paymentInfo,
    heldKobo,
    availableKobo: sums.get(accounts.host(userId)) ?? 0,
    onTheWayKobo,
    paidKobo: sums.get(bankAccount(payee)) ?? 0,
    payouts,
  };
}
