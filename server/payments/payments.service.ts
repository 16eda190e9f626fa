import { and, asc, eq, inArray, isNotNull, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { randomBytes } from 'node:crypto';
import { checkoutPaths } from '../../shared/schemas/checkout.ts';
import { fromKobo, toKobo } from '../../shared/money.ts';
import { ACCEPT_WITHIN_HOURS, type TimelineEventKind } from '../../shared/order-lifecycle.ts';
import type { Db } from '../db/client.ts';
import {
  cartItems,
  checkouts,
  orderEvents,
  orders,
  payments,
  products,
  refunds,
  tailors,
  users,
  type OrderRow,
  type StoredDelivery,
} from '../db/schema/index.ts';
import type { Outbox } from '../outbox/outbox.ts';
import {
  cancelledText,
  latePaymentText,
  newOrderText,
  queueToUser,
  receiptText,
  refundedText,
} from './notifications.ts';
import { createAfterAnswer } from './after-answer.ts';
import type { PaymentProvider, ProviderTransaction } from './provider.ts';
import { returnOrderCredit } from '../modules/store-credit/store-credit.ts';

export type Payments = ReturnType<typeof createPayments>;

/** Who may cancel a pending order, what the cancellation writes and whom it tells. */
export type Cancellation = {
  /** Conditions the order must meet besides being pending (its shopper, its tailor, a deadline). */
  only: SQL | undefined;
  /** Columns written with the cancellation (a decline's reason). */
  set?: Partial<Pick<OrderRow, 'declineReason'>>;
  /** The timeline step that says why: cancelled, declined, acceptance_expired. */
  event: { kind: TimelineEventKind; note?: string };
  /**
   * Queues the texts, in the cancellation's transaction: `refund` is the naira Paystack is asked
   * to give back (or null), `credit` the naira of store credit returned to the account.
   */
  notify: (tx: Db, order: OrderRow, refund: number | null, credit: number) => Promise<unknown>;
};

export type PaymentsDeps = {
  db: Db;
  provider: PaymentProvider;
  publicUrl: string;
  outbox: Pick<Outbox, 'deliverSoon'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
};

/**
 * Paystack needs an email for every transaction. An account made with a phone number has none:
 * it gets this address, derived from its id, which Paystack may show on its page but which no
 * mail ever reaches (Telo sends its own receipts through the outbox, by SMS).
 */
export const placeholderEmail = (userId: string) => `${userId}@customers.telo.ng`;

const newReference = () => `telo_${randomBytes(12).toString('hex')}`;

export const CALLBACK_PATH = checkoutPaths.paystackCallback;

/**
 * The payment lifecycle (issue 13): attempts, settling from the provider's word, refunds and the
 * expiry of unpaid orders. Every decision is a conditional UPDATE … RETURNING in a transaction,
 * with its messages queued in the same transaction: a replayed or concurrent event finds nothing
 * left to change, so nothing is paid, refunded or announced twice.
 */
export function createPayments(deps: PaymentsDeps) {
  const { db, provider, log } = deps;
  const { track, idle } = createAfterAnswer(log, 'payment event not handled');

  /** Waits for work started after answers (the sweep itself runs as a job: server/jobs). */
  async function stop() {
    await idle();
  }

  /**
   * A new attempt to pay a checkout: the reference is stored (committed) before Paystack hears of
   * it and before the shopper is sent away, so whatever Paystack later says can be matched.
   */
  async function startAttempt(checkout: { id: string; userId: string; amountKobo: number }) {
    const [user] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, checkout.userId));
    const email = user?.email ?? placeholderEmail(checkout.userId);
    const reference = newReference();
    await db
      .insert(payments)
      .values({ checkoutId: checkout.id, reference, amountKobo: checkout.amountKobo, email });
    const orderIds = (
      await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.checkoutId, checkout.id))
        .orderBy(asc(orders.createdAt), asc(orders.id))
    ).map((o) => o.id);
    try {
      const { authorizationUrl } = await provider.initialize({
        email,
        amountKobo: checkout.amountKobo,
        reference,
        callbackUrl: `${deps.publicUrl}${CALLBACK_PATH}`,
        metadata: { checkoutId: checkout.id, orderIds, userId: checkout.userId },
      });
      await db.update(payments).set({ authorizationUrl }).where(eq(payments.reference, reference));
      return { reference, authorizationUrl, orderIds };
    } catch (error) {
      // The shopper never got a link, so nobody can pay this attempt.
      await db
        .update(payments)
        .set({ state: 'failed', updatedAt: sql`now()` })
        .where(and(eq(payments.reference, reference), eq(payments.state, 'initialized')));
      throw error;
    }
  }

  /**
   * A checkout that store credit pays in full (issue 15): no Paystack. It still gets a payment
   * row (0 kobo, channel store_credit) so its confirmation page, receipt texts and timeline are
   * those of every other checkout, and is settled at once through the same markPaid.
   */
  async function payWithCredit(checkout: { id: string; userId: string; amountKobo: number }) {
    const reference = newReference();
    await db.insert(payments).values({
      checkoutId: checkout.id,
      reference,
      amountKobo: 0,
      email: placeholderEmail(checkout.userId),
    });
    await markPaid(
      { reference, checkoutId: checkout.id, amountKobo: 0 },
      {
        reference,
        status: 'success',
        amountKobo: 0,
        currency: 'NGN',
        channel: 'store_credit',
        paidAt: new Date().toISOString(),
      },
    );
    deps.outbox.deliverSoon();
    const orderIds = (
      await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.checkoutId, checkout.id))
        .orderBy(asc(orders.createdAt), asc(orders.id))
    ).map((o) => o.id);
    const authorizationUrl = `${checkoutPaths.completePage}?reference=${reference}`;
    return { reference, authorizationUrl, orderIds };
  }

  /**
   * Asks the provider about a reference and acts on its answer. Orders become paid only when it
   * says `success` for exactly the amount (kobo) and currency Telo asked for.
   */
  async function settle(reference: string) {
    const [payment] = await db.select().from(payments).where(eq(payments.reference, reference));
    if (!payment || payment.state === 'success') return payment;
    const trx = await provider.verify(reference);
    if (!trx) return payment;
    if (trx.status === 'success') {
      if (trx.amountKobo !== payment.amountKobo || trx.currency !== payment.currency) {
        log.error(
          { reference, expected: payment.amountKobo, got: trx.amountKobo, currency: trx.currency },
          'payment amount or currency does not match: orders left unpaid',
        );
        return payment;
      }
      const refundIds = await markPaid(payment, trx);
      deps.outbox.deliverSoon();
      await requestRefunds(refundIds);
    } else if (trx.status === 'failed' || trx.status === 'reversed') {
      await markFailed(payment.reference, payment.checkoutId);
    }
    const [after] = await db.select().from(payments).where(eq(payments.reference, reference));
    return after;
  }

  async function markPaid(
    payment: Pick<typeof payments.$inferSelect, 'reference' | 'checkoutId' | 'amountKobo'>,
    trx: ProviderTransaction,
  ) {
    return db.transaction(async (tx) => {
      const [won] = await tx
        .update(payments)
        .set({
          state: 'success',
          channel: trx.channel,
          paidAt: trx.paidAt ? new Date(trx.paidAt) : sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(payments.reference, payment.reference), ne(payments.state, 'success')))
        .returning();
      if (!won) return [];
      const [checkout] = await tx
        .update(checkouts)
        .set({ state: 'paid' })
        .where(and(eq(checkouts.id, payment.checkoutId), eq(checkouts.state, 'open')))
        .returning();
      if (!checkout) {
        // Paid by another attempt, expired or replaced: the money goes back in full.
        const [refund] = await tx
          .insert(refunds)
          .values({ paymentReference: payment.reference, amountKobo: payment.amountKobo })
          .onConflictDoNothing()
          .returning({ id: refunds.id });
        const [owner] = await tx
          .select({ userId: checkouts.userId })
          .from(checkouts)
          .where(eq(checkouts.id, payment.checkoutId));
        if (owner) {
          await queueToUser(
            tx,
            owner.userId,
            latePaymentText(fromKobo(payment.amountKobo), payment.reference),
          );
        }
        return refund ? [refund.id] : [];
      }
      const paid = await tx
        .update(orders)
        .set({
          paymentState: 'paid',
          // The tailor has this long to accept (issue 14), counted from the payment.
          acceptBy: sql`now() + make_interval(hours => ${ACCEPT_WITHIN_HOURS})`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(orders.checkoutId, checkout.id),
            eq(orders.paymentState, 'unpaid'),
            eq(orders.status, 'pending'),
          ),
        )
        .returning();
      // Orders the shopper cancelled while the payment was on its way are refunded at once.
      const cancelled = await tx
        .update(orders)
        .set({ paymentState: 'refund_pending', updatedAt: sql`now()` })
        .where(
          and(
            eq(orders.checkoutId, checkout.id),
            eq(orders.paymentState, 'unpaid'),
            eq(orders.status, 'cancelled'),
          ),
        )
        .returning();
      const events = [
        ...paid.map((o) => ({ orderId: o.id, kind: 'paid' })),
        ...cancelled.flatMap((o) => [
          { orderId: o.id, kind: 'paid' },
          { orderId: o.id, kind: 'refund_requested' },
        ]),
      ];
      if (events.length > 0) await tx.insert(orderEvents).values(events);
      const refundIds: string[] = [];
      for (const order of cancelled) {
        // Its store credit came back when it was cancelled; Paystack gives back the rest.
        const owed = toKobo(order.totalAmount) - order.creditKobo;
        if (owed <= 0) {
          await settleWithoutRefund(tx, order.id);
          continue;
        }
        const [refund] = await tx
          .insert(refunds)
          .values({
            paymentReference: payment.reference,
            orderId: order.id,
            amountKobo: owed,
          })
          .onConflictDoNothing()
          .returning({ id: refunds.id });
        if (refund) refundIds.push(refund.id);
      }
      if (paid.length > 0) {
        // The cart loses what was paid for, nothing else.
        await tx.delete(cartItems).where(
          and(
            eq(cartItems.userId, checkout.userId),
            inArray(
              cartItems.productId,
              paid.map((o) => o.productId),
            ),
          ),
        );
        const details = await tx
          .select({
            id: orders.id,
            productName: products.name,
            businessName: tailors.businessName,
            tailorUserId: tailors.userId,
          })
          .from(orders)
          .innerJoin(products, eq(orders.productId, products.id))
          .innerJoin(tailors, eq(orders.tailorId, tailors.id))
          .where(
            inArray(
              orders.id,
              paid.map((o) => o.id),
            ),
          );
        for (const order of paid) {
          const d = details.find((x) => x.id === order.id)!;
          const text = {
            id: order.id,
            totalAmount: order.totalAmount,
            productName: d.productName,
            businessName: d.businessName,
            neededBy: order.neededBy,
            rush: order.rush,
            deliveryText: deliveryText(order.delivery),
          };
          await queueToUser(tx, checkout.userId, receiptText(text, payment.reference));
          await queueToUser(tx, d.tailorUserId, newOrderText(text));
        }
      }
      return refundIds;
    });
  }

  async function markFailed(reference: string, checkoutId: string) {
    await db.transaction(async (tx) => {
      const [changed] = await tx
        .update(payments)
        .set({ state: 'failed', updatedAt: sql`now()` })
        .where(and(eq(payments.reference, reference), eq(payments.state, 'initialized')))
        .returning();
      if (!changed) return;
      const unpaid = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.checkoutId, checkoutId),
            eq(orders.paymentState, 'unpaid'),
            eq(orders.status, 'pending'),
          ),
        );
      if (unpaid.length > 0) {
        await tx
          .insert(orderEvents)
          .values(unpaid.map((o) => ({ orderId: o.id, kind: 'payment_failed' })));
      }
    });
  }

  /**
   * Sends claimed refunds to the provider. A refund is claimed (requested_at set) before the
   * call, so two sweeps never ask twice; a call that fails releases the claim for the next sweep.
   */
  async function requestRefunds(ids: string[]) {
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
        log.warn({ refundId: id, err: error }, 'refund not requested; the sweep tries again');
        await db.update(refunds).set({ requestedAt: null }).where(eq(refunds.id, id));
      }
    }
  }

  /** A refund the provider says it processed: the order becomes refunded (once). */
  async function markRefundProcessed(match: {
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
      return processRefund(tx, target.id);
    });
    if (changed) deps.outbox.deliverSoon();
    return changed;
  }

  async function processRefund(tx: Db, refundId: string) {
    const [refund] = await tx
      .update(refunds)
      .set({ state: 'processed', processedAt: sql`now()` })
      .where(and(eq(refunds.id, refundId), eq(refunds.state, 'pending')))
      .returning();
    if (!refund) return false;
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
      await queueToUser(
        tx,
        owner.userId,
        refundedText(refund.orderId, fromKobo(refund.amountKobo)),
      );
    }
    return true;
  }

  /**
   * The shopper cancels a pending order of their own. Unpaid: it is simply cancelled. Paid: it is
   * cancelled and refunded in full through the provider (refund_pending until it is processed).
   * Answers false when the order is not the shopper's or not pending any more.
   */
  async function cancelOrder(orderId: string, userId: string) {
    const cancelled = await cancelPending(orderId, {
      only: eq(orders.userId, userId),
      event: { kind: 'cancelled' },
      notify: (tx, _order, refund, credit) =>
        queueToUser(tx, userId, cancelledText(orderId, refund, credit)),
    });
    return cancelled !== undefined;
  }

  /**
   * The one way a pending order is cancelled (by its shopper, declined by its tailor or timed
   * out, issue 14), and with it the one refund path: a single conditional UPDATE on
   * `status = 'pending'` decides, so of a cancel, a decline, an accept and the 48-hour rule at
   * the same moment exactly one wins. The cancellation, its timeline, the refund row and the
   * texts commit together; the refund is then claimed and asked for once (requestRefunds), and
   * the sweep asks again for one whose request never left. Answers the cancelled order, or
   * undefined when the order did not match `only` or was no longer pending.
   */
  async function cancelPending(orderId: string, cancellation: Cancellation) {
    const result = await db.transaction(async (tx) => {
      // Paid through Paystack (orders from before checkout were paid outside Telo): refunded
      // there, less the store credit it used, which comes back to the account instead.
      const paidOnline = sql`${orders.paymentState} = 'paid' and ${orders.checkoutId} is not null`;
      const owedKobo = sql`round(${orders.totalAmount} * 100) - ${orders.creditKobo}`;
      const [order] = await tx
        .update(orders)
        .set({
          status: 'cancelled',
          paymentState: sql`case when ${paidOnline} then (case when ${owedKobo} > 0 then 'refund_pending' else 'refunded' end) else ${orders.paymentState} end`,
          ...cancellation.set,
          updatedAt: sql`now()`,
        })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'pending'), cancellation.only))
        .returning();
      if (!order) return undefined;
      const refundKobo = toKobo(order.totalAmount) - order.creditKobo;
      const refundOwed = order.paymentState === 'refund_pending';
      await tx
        .insert(orderEvents)
        .values([
          { orderId, ...cancellation.event },
          ...(refundOwed ? [{ orderId, kind: 'refund_requested' }] : []),
          ...(order.paymentState === 'refunded' ? [{ orderId, kind: 'refunded' }] : []),
        ]);
      const creditBack = await returnOrderCredit(tx, [orderId]);
      let refundId: string | undefined;
      if (refundOwed) {
        const [paidBy] = await tx
          .select({ reference: payments.reference })
          .from(payments)
          .where(
            and(eq(payments.checkoutId, order.checkoutId ?? ''), eq(payments.state, 'success')),
          )
          .limit(1);
        if (paidBy) {
          const [refund] = await tx
            .insert(refunds)
            .values({
              paymentReference: paidBy.reference,
              orderId,
              amountKobo: refundKobo,
            })
            .onConflictDoNothing()
            .returning({ id: refunds.id });
          refundId = refund?.id;
        }
      }
      await cancellation.notify(
        tx,
        order,
        refundOwed ? fromKobo(refundKobo) : null,
        fromKobo(creditBack),
      );
      return { order, refundId };
    });
    if (!result) return undefined;
    deps.outbox.deliverSoon();
    if (result.refundId) await requestRefunds([result.refundId]);
    return result.order;
  }

  /** A cancelled order that store credit paid in full: nothing for Paystack to give back. */
  async function settleWithoutRefund(tx: Db, orderId: string) {
    const [done] = await tx
      .update(orders)
      .set({ paymentState: 'refunded', updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.paymentState, 'refund_pending')))
      .returning({ id: orders.id });
    if (done) await tx.insert(orderEvents).values({ orderId, kind: 'refunded' });
  }

  /**
   * The periodic sweep: checkouts unpaid for 24 h are asked about once more (a payment may have
   * arrived without its webhook) and then expire, their orders cancelled; refunds whose request
   * failed are asked again.
   */
  async function sweep() {
    const due = await db
      .select({ id: checkouts.id })
      .from(checkouts)
      .where(and(eq(checkouts.state, 'open'), lt(checkouts.expiresAt, sql`now()`)))
      .limit(50);
    for (const checkout of due) {
      const attempts = await db
        .select({ reference: payments.reference })
        .from(payments)
        .where(and(eq(payments.checkoutId, checkout.id), eq(payments.state, 'initialized')));
      for (const { reference } of attempts) {
        await settle(reference).catch((error: unknown) =>
          log.warn({ reference, err: error }, 'could not verify before expiry'),
        );
      }
      await expire(checkout.id);
    }
    const unrequested = await db
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.state, 'pending'), isNull(refunds.requestedAt)))
      .limit(50);
    await requestRefunds(unrequested.map((r) => r.id));
    // Refunds whose refund.processed never came: verify says `reversed` once all is given back.
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
        for (const { id } of pending) await processRefund(tx, id);
      });
      deps.outbox.deliverSoon();
    }
  }

  async function expire(checkoutId: string) {
    await db.transaction(async (tx) => {
      const [closed] = await tx
        .update(checkouts)
        .set({ state: 'closed' })
        .where(and(eq(checkouts.id, checkoutId), eq(checkouts.state, 'open')))
        .returning();
      if (!closed) return;
      const expired = await tx
        .update(orders)
        .set({ status: 'cancelled', paymentState: 'expired', updatedAt: sql`now()` })
        .where(
          and(
            eq(orders.checkoutId, checkoutId),
            eq(orders.paymentState, 'unpaid'),
            eq(orders.status, 'pending'),
          ),
        )
        .returning({ id: orders.id });
      if (expired.length > 0) {
        await tx
          .insert(orderEvents)
          .values(expired.map((o) => ({ orderId: o.id, kind: 'expired' })));
        await returnOrderCredit(
          tx,
          expired.map((o) => o.id),
        );
      }
      await tx
        .update(payments)
        .set({ state: 'expired', updatedAt: sql`now()` })
        .where(and(eq(payments.checkoutId, checkoutId), eq(payments.state, 'initialized')));
    });
  }

  return {
    provider,
    track,
    idle,
    stop,
    startAttempt,
    payWithCredit,
    settle,
    markRefundProcessed,
    cancelOrder,
    cancelPending,
    sweep,
    expire,
    requestRefunds,
  };
}

function deliveryText(delivery: StoredDelivery | null) {
  if (!delivery) return 'Delivery to be arranged';
  if (delivery.kind === 'pickup') return `Pickup at your workshop in ${delivery.city}`;
  return `Delivery to ${delivery.address.city}, ${delivery.address.state}`;
}
