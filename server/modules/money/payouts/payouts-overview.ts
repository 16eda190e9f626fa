import { splitEarnings } from '../../../../shared/commission.ts';
import { toKobo } from '../../../../shared/money.ts';
import type { Db } from '../../../db/client.ts';
import { accounts } from '../ledger/accounts.ts';
import { balances } from '../ledger/ledger.ts';
import { releasedAt } from '../ledger/ledger.repository.ts';
import type { Releases } from '../ledger/releases.ts';
import * as repository from './tailor-payouts.repository.ts';

export type MoneyRules = {
  commissionBasisPoints: number;
  advancePercent: number;
  releaseAfterDays: number;
};

/**
 * The Payouts tab's figures (issue 28): every sum is a ledger balance. Held is her share of what
 * her orders' escrows hold (less the commission still to be taken); available is her account;
 * on its way, her payouts' accounts; paid, her bank's.
 */
export async function payoutsOverview(
  db: Db,
  tailorId: string,
  rules: MoneyRules,
  releases: Pick<Releases, 'statusOf'>,
) {
  const [paymentInfo, payoutList, paidOrders] = await Promise.all([
    repository.findPaymentInfo(db, tailorId),
    repository.findPayouts(db, tailorId),
    repository.findPaidOrders(db, tailorId),
  ]);
  const names = [
    accounts.tailor(tailorId),
    accounts.bank(tailorId),
    ...payoutList.map((p) => accounts.payout(p.id)),
    ...paidOrders.map((o) => accounts.escrow(o.orderId)),
  ];
  const [balance, released] = await Promise.all([
    balances(db, names),
    releasedAt(
      db,
      paidOrders.map((o) => o.orderId),
    ),
  ]);
  const orders = await Promise.all(
    paidOrders.map(async (o) => {
      // An aso-ebi host's margin is inside the total and is hers, never the tailor's (issue 32).
      const orderTotalKobo = toKobo(o.totalAmount) - o.hostMarginKobo;
      const split = splitEarnings(orderTotalKobo, rules.commissionBasisPoints);
      const escrow = Math.max(0, (balance.get(accounts.escrow(o.orderId)) ?? 0) - o.hostMarginKobo);
      const releasedOn = released.get(o.orderId) ?? null;
      // Only a delivered order still held has a release date to look up (a few queries each).
      const status =
        !releasedOn && o.status === 'completed'
          ? await releases.statusOf({ ...o, id: o.orderId })
          : null;
      return {
        orderId: o.orderId,
        productName: o.productName,
        status: o.status,
        orderTotalKobo,
        commissionKobo: split.commissionKobo,
        earningsKobo: split.earningsKobo,
        heldKobo: Math.max(0, escrow - Math.min(split.commissionKobo, escrow)),
        releasedAt: releasedOn,
        releaseDate: status?.releaseDate ?? null,
      };
    }),
  );
  const onTheWay = payoutList
    .filter((p) => p.state !== 'paid')
    .reduce((n, p) => n + (balance.get(accounts.payout(p.id)) ?? 0), 0);
  return {
    commissionPercent: rules.commissionBasisPoints / 100,
    advancePercent: rules.advancePercent,
    releaseAfterDays: rules.releaseAfterDays,
    paymentInfo,
    heldKobo: orders.reduce((n, o) => n + o.heldKobo, 0),
    availableKobo: balance.get(accounts.tailor(tailorId)) ?? 0,
    onTheWayKobo: onTheWay,
    paidKobo: balance.get(accounts.bank(tailorId)) ?? 0,
    orders,
    payouts: payoutList,
  };
}
