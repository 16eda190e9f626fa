import { and, asc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { randomBytes } from 'node:crypto';
import { CHECKOUT_COMPLETE_PAGE, checkoutApi } from '../../../../shared/api/checkout.ts';
import { fromKobo, toKobo } from '../../../../shared/money.ts';
import { ACCEPT_WITHIN_HOURS } from '../../../../shared/order-lifecycle.ts';
import type { Db } from '../../../db/client.ts';
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
  type StoredDelivery,
} from '../../../db/schema/index.ts';
import type { Outbox } from '../../../outbox/outbox.ts';
import { queueToUser } from '../../../outbox/notify.ts';
import { latePaymentText, newOrderText, receiptText } from '../money-texts.ts';
import { createAfterAnswer } from './after-answer.ts';
import { createCancellations } from '../refunds/cancellations.service.ts';
import type { PaymentProvider, ProviderTransaction } from './provider.ts';
import { createRefunds, settleWithoutRefund } from '../refunds/refunds.service.ts';
import { returnOrderCredit } from '../credit/store-credit.ts';

export type Payments = ReturnType<typeof createPayments>;

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

export const CALLBACK_PATH = checkoutApi.paystackCallback.path;

/**
 * The payment lifecycle (issue 13): attempts, settling from the provider's word and the expiry
 * of unpaid orders, with cancellations and refunds (their own files) behind it. Every decision
 * is a conditional UPDATE … RETURNING in a transaction, with its messages queued in the same
 * transaction: a replayed or concurrent event finds nothing left to change, so nothing is paid,
 * refunded or announced twice.
 */
export function createPayments(deps: PaymentsDeps) {
  const { db, provider, log } = deps;
  const { track, idle } = createAfterAnswer(log, 'payment event not handled');
  const refunding = createRefunds(deps);
  const { cancelOrder, cancelPending } = createCancellations({ ...deps, refunds: refunding });

  /** The checkout's orders, oldest first: what its payment pays for. */
  async function checkoutOrderIds(checkoutId: string) {
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.checkoutId, checkoutId))
      .orderBy(asc(orders.createdAt), asc(orders.id));
    return rows.map((o) => o.id);
  }

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
    const orderIds = await checkoutOrderIds(checkout.id);
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
    const orderIds = await checkoutOrderIds(checkout.id);
    const authorizationUrl = `${CHECKOUT_COMPLETE_PAGE}?reference=${reference}`;
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
      await refunding.request(refundIds);
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
   * The periodic sweep: checkouts unpaid for 24 h are asked about once more (a payment may have
   * arrived without its webhook) and then expire, their orders cancelled; then the refunds'
   * part (refunds.service.ts).
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
    await refunding.sweep();
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
    markRefundProcessed: refunding.markProcessed,
    cancelOrder,
    cancelPending,
    sweep,
    expire,
  };
}

function deliveryText(delivery: StoredDelivery | null) {
  if (!delivery) return 'Delivery to be arranged';
  if (delivery.kind === 'pickup') return `Pickup at your workshop in ${delivery.city}`;
  return `Delivery to ${delivery.address.city}, ${delivery.address.state}`;
}
