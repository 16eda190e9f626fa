import { eq, sql } from 'drizzle-orm';
import { splitEarnings } from '../../../../shared/commission.ts';
import { toKobo } from '../../../../shared/money.ts';
import type { Db } from '../../../db/client.ts';
import { asoEbiEvents, orders } from '../../../db/schema/index.ts';
import { lockTailor } from '../../tailors/tailors.repository.ts';
import { accounts } from './accounts.ts';
import { balance, post } from './ledger.ts';

/**
 * An order's money (issue 28, decision 048): what goes into its escrow, and the only ways it
 * leaves — back to the shopper (cancelled), to the tailor (an advance when she starts cutting,
 * the release after delivery) with Telo's commission and an aso-ebi host's margin, or to the shopper's credit (a fit claim
 * the tailor cannot fix). Each movement is posted once under its key, in the caller's
 * transaction; those that read the escrow's balance first lock the order's row, so two of them
 * at once (a confirmation and the auto-release, a claim and a release) see each other's effect.
 */

/** The key of an order's release: posted once, and how the books tell a released order. */
export const releaseKey = (orderId: string) => `release:${orderId}`;

/** The order's row is locked for the rest of the transaction; its escrow's balance. */
export async function lockEscrow(tx: Db, orderId: string) {
  await tx.execute(sql`select id from ${orders} where ${orders.id} = ${orderId} for update`);
  return balance(tx, accounts.escrow(orderId));
}

/** A card payment's share for one order: from the shopper's card into the order's escrow. */
export const chargeOrder = (
  tx: Db,
  order: { id: string; userId: string },
  kobo: number,
  reference: string,
) =>
  post(tx, {
    kind: 'charge',
    key: `charge:${order.id}`,
    orderId: order.id,
    memo: reference,
    entries: [
      { account: accounts.card(order.userId), amountKobo: -kobo },
      { account: accounts.escrow(order.id), amountKobo: kobo },
    ],
  });

/** A charge for a checkout that needs it no more: owed straight back to the card. */
export const chargeToRefund = (
  tx: Db,
  refund: { id: string; userId: string; kobo: number; reference: string },
) =>
  post(tx, {
    kind: 'refund_owed',
    key: `refund-owed:${refund.id}`,
    memo: refund.reference,
    entries: [
      { account: accounts.card(refund.userId), amountKobo: -refund.kobo },
      { account: accounts.refund(refund.id), amountKobo: refund.kobo },
    ],
  });

/** A cancelled order's card part: out of its escrow, owed back to the card. */
export const escrowToRefund = (tx: Db, orderId: string, refundId: string, kobo: number) =>
  post(tx, {
    kind: 'refund_owed',
    key: `refund-owed:${refundId}`,
    orderId,
    entries: [
      { account: accounts.escrow(orderId), amountKobo: -kobo },
      { account: accounts.refund(refundId), amountKobo: kobo },
    ],
  });

/** The provider gave a refund back to the card (or an admin settled it by hand). */
export const refundPaid = (
  tx: Db,
  refund: { id: string; userId: string; orderId: string | null; kobo: number; memo?: string },
) =>
  post(tx, {
    kind: 'refunded',
    key: `refunded:${refund.id}`,
    orderId: refund.orderId,
    memo: refund.memo ?? null,
    entries: [
      { account: accounts.refund(refund.id), amountKobo: -refund.kobo },
      { account: accounts.card(refund.userId), amountKobo: refund.kobo },
    ],
  });

/** Store credit spent on an order at checkout: into its escrow like a card's money. */
export const spendCredit = (tx: Db, order: { id: string; userId: string }, kobo: number) =>
  post(tx, {
    kind: 'credit_spent',
    key: `credit-spent:${order.id}`,
    orderId: order.id,
    entries: [
      { account: accounts.credit(order.userId), amountKobo: -kobo },
      { account: accounts.escrow(order.id), amountKobo: kobo },
    ],
  });

/** A cancelled or expired order's credit part: back to the shopper's credit. */
export const returnCredit = (tx: Db, order: { id: string; userId: string }, kobo: number) =>
  post(tx, {
    kind: 'credit_returned',
    key: `credit-returned:${order.id}`,
    orderId: order.id,
    entries: [
      { account: accounts.escrow(order.id), amountKobo: -kobo },
      { account: accounts.credit(order.userId), amountKobo: kobo },
    ],
  });

type OrderMoney = { id: string; tailorId: string; totalKobo: number };

/**
 * The tailor's earnings from an order: its total less an aso-ebi host's margin (the host's, not
 * hers: issue 32, decision 054), less Telo's commission on what remains.
 */
const earnings = (order: OrderMoney, commissionBasisPoints: number, marginKobo: number) =>
  splitEarnings(order.totalKobo - marginKobo, commissionBasisPoints);

/** An aso-ebi guest's order: the host's margin inside its total and whom it is owed to. */
async function hostShare(tx: Db, orderId: string) {
  const [row] = await tx
    .select({ hostUserId: asoEbiEvents.hostUserId, marginKobo: orders.hostMarginKobo })
    .from(orders)
    .innerJoin(asoEbiEvents, eq(asoEbiEvents.id, orders.eventId))
    .where(eq(orders.id, orderId));
  return row && row.marginKobo > 0 ? row : { hostUserId: null, marginKobo: 0 };
}

/**
 * A fabric advance when the tailor starts cutting: `percent` of her earnings, out of the escrow
 * (never more than it holds). Answers the kobo advanced (0 when off, or posted before).
 */
export async function advance(
  tx: Db,
  order: OrderMoney,
  rules: { advancePercent: number; commissionBasisPoints: number },
) {
  if (rules.advancePercent <= 0) return 0;
  const held = await lockEscrow(tx, order.id);
  const { marginKobo } = await hostShare(tx, order.id);
  const wanted = Math.floor(
    (earnings(order, rules.commissionBasisPoints, marginKobo).earningsKobo * rules.advancePercent) /
      100,
  );
  // The host's margin stays in escrow for her, whatever else left it.
  const kobo = Math.max(0, Math.min(wanted, held - marginKobo));
  const done = await post(tx, {
    kind: 'advance',
    key: `advance:${order.id}`,
    orderId: order.id,
    entries: [
      { account: accounts.escrow(order.id), amountKobo: -kobo },
      { account: accounts.tailor(order.tailorId), amountKobo: kobo },
    ],
  });
  return done ? kobo : 0;
}

/**
 * The order's money is earned: what its escrow holds goes to the tailor, less Telo's commission
 * (never more than the escrow holds). Once per order. Answers what moved, or undefined when it
 * had been released before or held nothing.
 */
export async function release(
  tx: Db,
  order: OrderMoney,
  rules: { commissionBasisPoints: number },
  why: string,
) {
  const held = await lockEscrow(tx, order.id);
  if (held <= 0) return undefined;
  // An aso-ebi host's margin first (issue 32): a claim's credit out of the escrow is the
  // tailor's cost, never the host's; then Telo's commission on the rest, then the tailor.
  const host = await hostShare(tx, order.id);
  const hostKobo = host.hostUserId ? Math.min(host.marginKobo, held) : 0;
  const commissionKobo = Math.min(
    earnings(order, rules.commissionBasisPoints, hostKobo > 0 ? host.marginKobo : 0).commissionKobo,
    held - hostKobo,
  );
  const tailorKobo = held - hostKobo - commissionKobo;
  const done = await post(tx, {
    kind: 'release',
    key: releaseKey(order.id),
    orderId: order.id,
    memo: why,
    entries: [
      { account: accounts.escrow(order.id), amountKobo: -held },
      { account: accounts.tailor(order.tailorId), amountKobo: tailorKobo },
      { account: accounts.commission, amountKobo: commissionKobo },
      ...(host.hostUserId
        ? [{ account: accounts.host(host.hostUserId), amountKobo: hostKobo }]
        : []),
    ],
  });
  return done ? { tailorKobo, commissionKobo, hostKobo } : undefined;
}

/**
 * A fit claim's store credit costs the tailor, not Telo: it comes first out of the order's
 * unreleased money, then out of her balance (which may go negative, and is recovered from later
 * earnings before any payout). Once per claim.
 */
export async function creditFromClaim(
  tx: Db,
  claim: { id: string; orderId: string; userId: string; tailorId: string },
  kobo: number,
) {
  const held = await lockEscrow(tx, claim.orderId);
  await lockTailor(tx, claim.tailorId);
  const fromEscrow = Math.min(kobo, Math.max(held, 0));
  return post(tx, {
    kind: 'claim_credit',
    key: `claim-credit:${claim.id}`,
    orderId: claim.orderId,
    claimId: claim.id,
    entries: [
      { account: accounts.escrow(claim.orderId), amountKobo: -fromEscrow },
      { account: accounts.tailor(claim.tailorId), amountKobo: -(kobo - fromEscrow) },
      { account: accounts.credit(claim.userId), amountKobo: kobo },
    ],
  });
}

/** What an order's card paid (or owes back), in kobo: its total less the store credit it used. */
export const cardPartKobo = (o: { totalAmount: number; creditKobo: number }) =>
  toKobo(o.totalAmount) - o.creditKobo;

/** The money facts of an order's row, in kobo. */
export const orderMoney = (o: { id: string; tailorId: string; totalAmount: number }) => ({
  id: o.id,
  tailorId: o.tailorId,
  totalKobo: toKobo(o.totalAmount),
});
