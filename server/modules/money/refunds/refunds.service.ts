import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromKobo } from '../../../../shared/money.ts';
import type { Db } from '../../../db/client.ts';
import { checkouts, orderEvents, orders, payments, refunds } from '../../../db/schema/index.ts';
import type { Outbox } from '../../../outbox/outbox.ts';
import { queueToUser } from '../../../outbox/notify.ts';
import { refundedText, settledByHandText } from '../money-texts.ts';
import { PaymentProviderRefusal, type PaymentProvider } from '../payments/provider.ts';
import { refundPaid } from '../ledger/escrow.ts';

export type Refunds = ReturnType<typeof createRefunds>;

export type RefundsDeps = {
  db: Db;
  provider: PaymentProvider;
  outbox: Pick<Outbox, 'deliverSoon'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

/**
 * Money going back through Paystack, once a refund row exists (a cancelled paid order, a payment
 * that arrived for a closed checkout): asking the provider once, and marking the refund processed
 * once, from its webhook or, when that never comes, from verify at the sweep.
 */
export function createRefunds(deps: RefundsDeps) {
  const { db, provider, log } = deps;

  /**
   * Sends claimed refunds to the provider. A refund is claimed (requested_at set) before the
   * call, so two sweeps never ask twice; a call that does not reach the provider releases the
   * claim for the next sweep. A refusal (the provider understood and said no) is no outage:
   * the refund becomes failed with the provider's words and waits for an admin on the Needs
   * attention panel (issue 28), instead of being asked again every minute.
   */
  async function request(ids: string[]) {
    for (const id of ids) {
      const [claimed] = await db
        .update(refunds)
        .set({ requestedAt: sql`now()` })
        .where(and(eq(refunds.id, id), isNull(refunds.requestedAt)))
        .returning();
      if (!claimed) continue;
      try {
        const answer = await provider.refund({
          reference: claimed.paymentReference,
          amountKobo: claimed.amountKobo,
        });
        await db
          .update(refunds)
          .set({ providerRefundId: answer.id || null })
          .where(eq(refunds.id, id));
      } catch (error) {
        if (error instanceof PaymentProviderRefusal) {
          log.warn({ refundId: id, reason: error.reason }, 'refund refused by the provider');
          await db
            .update(refunds)
            .set({ state: 'failed', failureReason: error.reason, failedAt: sql`now()` })
            .where(and(eq(refunds.id, id), eq(refunds.state, 'pending')));
          continue;
        }
        log.warn({ refundId: id, err: error }, 'refund not requested; the sweep tries again');
        await db.update(refunds).set({ requestedAt: null }).where(eq(refunds.id, id));
      }
    }
  }

  /** A refund the provider says it processed: the order becomes refunded (once). */
  async function markProcessed(match: {
    reference: string;
    providerRefundId?: string;
    amountKobo?: number;
  }) {
    const changed = await db.transaction(async (tx) => {
      const pending = await tx
        .select()
        .from(refunds)
        .where(and(eq(refunds.paymentReference, match.reference), eq(refunds.state, 'pending')))
        .orderBy(asc(refunds.createdAt));
      const target =
        pending.find(
          (r) => match.providerRefundId && r.providerRefundId === match.providerRefundId,
        ) ??
        pending.find((r) => r.amountKobo === match.amountKobo) ??
        (match.amountKobo === undefined ? pending[0] : undefined);
      if (!target) return false;
      return processed(tx, target.id);
    });
    if (changed) deps.outbox.deliverSoon();
    return changed;
  }

  /** A failed refund asked of the provider again (the admin's Retry); its state after asking. */
  async function retry(refundId: string) {
    const [again] = await db
      .update(refunds)
      .set({ state: 'pending', requestedAt: null, failureReason: null, failedAt: null })
      .where(and(eq(refunds.id, refundId), eq(refunds.state, 'failed')))
      .returning({ id: refunds.id });
    if (!again) return undefined;
    await request([refundId]);
    const [now] = await db.select().from(refunds).where(eq(refunds.id, refundId));
    return now;
  }

  /**
   * A failed refund an admin settled outside the provider (a bank transfer, cash): the order
   * becomes refunded and the shopper is texted, once. The note says how, for the books.
   */
  async function settleByHand(refundId: string, settled: { note: string; adminId: string }) {
    const changed = await db.transaction(async (tx) => {
      const [refund] = await tx
        .update(refunds)
        .set({
          state: 'settled',
          settledNote: settled.note,
          settledBy: settled.adminId,
          processedAt: sql`now()`,
        })
        .where(and(eq(refunds.id, refundId), eq(refunds.state, 'failed')))
        .returning();
      if (!refund) return undefined;
      await givenBack(tx, refund, settledByHandText);
      return refund;
    });
    if (changed) deps.outbox.deliverSoon();
    return changed;
  }

  async function processed(tx: Db, refundId: string) {
    const [refund] = await tx
      .update(refunds)
      .set({ state: 'processed', processedAt: sql`now()` })
      .where(and(eq(refunds.id, refundId), eq(refunds.state, 'pending')))
      .returning();
    if (!refund) return false;
    await givenBack(tx, refund, refundedText);
    return true;
  }

  /** The money is back with the shopper: the order becomes refunded, and they are told. */
  async function givenBack(
    tx: Db,
    refund: typeof refunds.$inferSelect,
    text: (orderId: string | null, refundNaira: number) => string,
  ) {
    const [owner] = await tx
      .select({ userId: checkouts.userId })
      .from(payments)
      .innerJoin(checkouts, eq(payments.checkoutId, checkouts.id))
      .where(eq(payments.reference, refund.paymentReference));
    if (refund.orderId) {
      await tx
        .update(orders)
        .set({ paymentState: 'refunded', updatedAt: sql`now()` })
        .where(and(eq(orders.id, refund.orderId), eq(orders.paymentState, 'refund_pending')));
      await tx.insert(orderEvents).values({ orderId: refund.orderId, kind: 'refunded' });
    }
    if (owner) {
      // Out of the books to the shopper: through Paystack, or by hand (the admin's note says how).
      await refundPaid(tx, {
        ...refund,
        userId: owner.userId,
        kobo: refund.amountKobo,
        memo: refund.settledNote ?? undefined,
      });
      await queueToUser(tx, owner.userId, text(refund.orderId, fromKobo(refund.amountKobo)));
    }
  }

  /**
   * The sweep's part: refunds whose request failed are asked again; refunds whose
   * refund.processed never came are settled when verify says `reversed` (all given back).
   */
  async function sweep() {
    const unrequested = await db
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.state, 'pending'), isNull(refunds.requestedAt)))
      .limit(50);
    await request(unrequested.map((r) => r.id));
    const awaiting = await db
      .selectDistinct({ reference: refunds.paymentReference })
      .from(refunds)
      .where(and(eq(refunds.state, 'pending'), isNotNull(refunds.requestedAt)))
      .limit(20);
    for (const { reference } of awaiting) {
      const trx = await provider.verify(reference).catch(() => null);
      if (trx?.status !== 'reversed') continue;
      await db.transaction(async (tx) => {
        const pending = await tx
          .select({ id: refunds.id })
          .from(refunds)
          .where(and(eq(refunds.paymentReference, reference), eq(refunds.state, 'pending')));
        for (const { id } of pending) await processed(tx, id);
      });
      deps.outbox.deliverSoon();
    }
  }

  return { request, markProcessed, sweep, retry, settleByHand };
}

/** A cancelled order that store credit paid in full: nothing for Paystack to give back. */
export async function settleWithoutRefund(tx: Db, orderId: string) {
  const [done] = await tx
    .update(orders)
    .set({ paymentState: 'refunded', updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.paymentState, 'refund_pending')))
    .returning({ id: orders.id });
  if (done) await tx.insert(orderEvents).values({ orderId, kind: 'refunded' });
}
