import { and, eq, gt, inArray, like, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  bankDetailsReminders,
  fitClaims,
  hostBankDetailsReminders,
  hostPaymentInfo,
  ledgerEntries,
  ledgerTransactions,
  orderEvents,
  orders,
  tailorPaymentInfo,
} from '../../../db/schema/index.ts';
import { releaseKey } from './escrow.ts';

const sumKobo = sql<string>`sum(${ledgerEntries.amountKobo})`;

/** Tailors with bank details whose balance is above zero (at most `limit`). */
export async function tailorsWithMoneyAvailable(db: Db, limit: number) {
  const rows = await db
    .select({ account: ledgerEntries.account })
    .from(ledgerEntries)
    .innerJoin(
      tailorPaymentInfo,
      eq(ledgerEntries.account, sql`'tailor:' || ${tailorPaymentInfo.tailorId}`),
    )
    .where(like(ledgerEntries.account, 'tailor:%'))
    .groupBy(ledgerEntries.account)
    .having(gt(sumKobo, sql`0`))
    .limit(limit);
  return rows.map((r) => r.account.slice('tailor:'.length));
}

/** Aso-ebi hosts with bank details whose margins' balance is above zero (issue 32). */
export async function hostsWithMoneyAvailable(db: Db, limit: number) {
  const rows = await db
    .select({ account: ledgerEntries.account })
    .from(ledgerEntries)
    .innerJoin(
      hostPaymentInfo,
      eq(ledgerEntries.account, sql`'host:' || ${hostPaymentInfo.userId}`),
    )
    .where(like(ledgerEntries.account, 'host:%'))
    .groupBy(ledgerEntries.account)
    .having(gt(sumKobo, sql`0`))
    .limit(limit);
  return rows.map((r) => r.account.slice('host:'.length));
}

/** Where each payee kind keeps her bank details and the reminder of a waiting period. */
const bankDetailsTables = {
  tailor: {
    info: [tailorPaymentInfo, tailorPaymentInfo.tailorId],
    reminded: [bankDetailsReminders, bankDetailsReminders.tailorId],
  },
  host: {
    info: [hostPaymentInfo, hostPaymentInfo.userId],
    reminded: [hostBankDetailsReminders, hostBankDetailsReminders.userId],
  },
} as const;

/**
 * Tailors (issue 29), or aso-ebi hosts (issue 32), whose balance is above zero and who have no
 * bank details and have not been told in this waiting period, with what is available (at most
 * `limit`): the tailor's or the host's user id.
 */
export async function waitingForBankDetails(db: Db, kind: 'tailor' | 'host', limit: number) {
  const prefix = `${kind}:`;
  const { info, reminded } = bankDetailsTables[kind];
  const none = ([table, key]: typeof info | typeof reminded) =>
    notExists(sql`(select 1 from ${table} where ${ledgerEntries.account} = ${prefix} || ${key})`);
  const rows = await db
    .select({ account: ledgerEntries.account, kobo: sumKobo })
    .from(ledgerEntries)
    .where(and(like(ledgerEntries.account, `${prefix}%`), none(info), none(reminded)))
    .groupBy(ledgerEntries.account)
    .having(gt(sumKobo, sql`0`))
    .limit(limit);
  return rows.map((r) => ({
    id: r.account.slice(prefix.length),
    availableKobo: Number(r.kobo),
  }));
}

/** Claims that hold an order's money in escrow: the shopper is still waiting on them. */
export const OPEN_CLAIM_STATES = ['reported', 'alteration', 'remake', 'disputed'] as const;

export type ReleasableOrder = { id: string; tailorId: string; totalAmount: number };

/**
 * Delivered orders paid through Telo whose money is still held, delivered (or their last claim
 * settled) at least `days` ago, with no claim open: due for the automatic release.
 */
export async function findDueReleases(
  db: Db,
  days: number,
  limit: number,
): Promise<ReleasableOrder[]> {
  const deliveredAt = db
    .select({ at: sql`max(${orderEvents.at})` })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orders.id), eq(orderEvents.kind, 'delivered')));
  const lastClaim = db
    .select({ at: sql`max(${fitClaims.updatedAt})` })
    .from(fitClaims)
    .where(eq(fitClaims.orderId, orders.id));
  const since = sql`now() - make_interval(days => ${days})`;
  return db
    .select({ id: orders.id, tailorId: orders.tailorId, totalAmount: orders.totalAmount })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'completed'),
        sql`${orders.checkoutId} is not null`,
        sql`coalesce((${deliveredAt}), ${orders.updatedAt}) <= ${since}`,
        sql`coalesce((${lastClaim}), '-infinity') <= ${since}`,
        notExists(
          db
            .select({ id: fitClaims.id })
            .from(fitClaims)
            .where(
              and(
                eq(fitClaims.orderId, orders.id),
                inArray(fitClaims.state, [...OPEN_CLAIM_STATES]),
              ),
            ),
        ),
        notExists(
          db
            .select({ id: ledgerTransactions.id })
            .from(ledgerTransactions)
            .where(eq(ledgerTransactions.key, sql`'release:' || ${orders.id}`)),
        ),
      ),
    )
    .limit(limit);
}

/** One of the shopper's own orders with its money facts; undefined for anyone else's. */
export async function findShopperOrder(db: Db, userId: string, orderId: string) {
  const [order] = await db
    .select({
      id: orders.id,
      tailorId: orders.tailorId,
      totalAmount: orders.totalAmount,
      status: orders.status,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return order;
}

/** Whether a claim on the order is open (its money stays held until it is settled). */
export async function hasOpenClaim(db: Db, orderId: string) {
  const [row] = await db
    .select({ id: fitClaims.id })
    .from(fitClaims)
    .where(and(eq(fitClaims.orderId, orderId), inArray(fitClaims.state, [...OPEN_CLAIM_STATES])))
    .limit(1);
  return row !== undefined;
}

/** When each of these orders' money was released (absent: still held). */
export async function releasedAt(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, Date>();
  const rows = await db
    .select({ key: ledgerTransactions.key, at: ledgerTransactions.createdAt })
    .from(ledgerTransactions)
    .where(inArray(ledgerTransactions.key, orderIds.map(releaseKey)));
  return new Map(rows.map((r) => [r.key.slice('release:'.length), r.at]));
}

/** The sum of every account of each kind (card, escrow, tailor, …): the books' figures. */
export async function totalsByKind(db: Db) {
  const rows = await db
    .select({ kind: sql<string>`split_part(${ledgerEntries.account}, ':', 1)`, kobo: sumKobo })
    .from(ledgerEntries)
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.kind, Number(r.kobo)]));
}

/** Refunds made and payouts paid by day, newest first (the last `days` days). */
export async function movementsByDay(db: Db, days: number) {
  const rows = await db
    .select({
      day: sql<string>`to_char(${ledgerTransactions.createdAt} at time zone 'Africa/Lagos', 'YYYY-MM-DD')`,
      kind: ledgerTransactions.kind,
      kobo: sumKobo,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(
      and(
        inArray(ledgerTransactions.kind, ['refunded', 'payout_paid']),
        gt(ledgerEntries.amountKobo, 0),
        sql`${ledgerTransactions.createdAt} > now() - make_interval(days => ${days})`,
      ),
    )
    .groupBy(sql`1`, ledgerTransactions.kind)
    .orderBy(sql`1 desc`);
  return rows.map((r) => ({ day: r.day, kind: r.kind, kobo: Number(r.kobo) }));
}

/** What decides when an order's money is released: delivery, its claims, an earlier release. */
export async function releaseFacts(db: Db, orderId: string) {
  const [delivered] = await db
    .select({ at: sql<Date | string | null>`max(${orderEvents.at})` })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'delivered')));
  const claims = await db
    .select({ state: fitClaims.state, at: fitClaims.updatedAt })
    .from(fitClaims)
    .where(eq(fitClaims.orderId, orderId));
  const released = await releasedAt(db, [orderId]);
  const [moved] = await db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.orderId, orderId))
    .limit(1);
  const lastClaimAt = claims.reduce<Date | null>(
    (latest, c) => (latest && latest > c.at ? latest : c.at),
    null,
  );
  return {
    /** Money of this order is in the books (paid through Telo since the ledger began). */
    inLedger: moved !== undefined,
    deliveredAt: delivered?.at ? new Date(delivered.at) : null,
    lastClaimAt,
    openClaim: claims.some((c) => (OPEN_CLAIM_STATES as readonly string[]).includes(c.state)),
    releasedAt: released.get(orderId) ?? null,
  };
}
