import type { FastifyBaseLogger } from 'fastify';
import { CHECKOUT_COMPLETE_PAGE } from '../../../../shared/api/checkout.ts';
import { fromKobo } from '../../../../shared/money.ts';
import { ACCEPT_WITHIN_HOURS } from '../../../../shared/order-lifecycle.ts';
import type { Db } from '../../../db/client.ts';
import type { StoredDelivery } from '../../../db/schema/index.ts';
import type { Outbox } from '../../../outbox/outbox.ts';
import { orderNames, queueToUser } from '../../../outbox/notify.ts';
import { eventReceiptText } from '../../../texts/event-guests.ts';
import { latePaymentText, newOrderText, receiptText } from '../../../texts/money.ts';
import { createAfterAnswer } from './after-answer.ts';
import { createAttempts, newReference, placeholderEmail } from './attempts.ts';
import { createCancellations } from '../refunds/cancellations.service.ts';
import * as repository from './payments.repository.ts';
import type { PaymentProvider, ProviderTransaction } from './provider.ts';
import { createRefunds, settleWithoutRefund } from '../refunds/refunds.service.ts';
import { returnOrderCredit } from '../credit/store-credit.ts';
import { cardPartKobo, chargeOrder, chargeToRefund, escrowToRefund } from '../ledger/escrow.ts';

export type Payments = ReturnType<typeof createPayments>;

export type PaymentsDeps = {
  db: Db;
  provider: PaymentProvider;
  publicUrl: string;
  outbox: Pick<Outbox, 'deliverSoon'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
};

export { CALLBACK_PATH, placeholderEmail } from './attempts.ts';

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

  /** Waits for work started after answers (the sweep itself runs as a job: server/jobs). */
  async function stop() {
    await idle();
  }

  const attempts = createAttempts(deps);

  /**
   * A checkout that store credit pays in full (issue 15), settled inside the checkout's own
   * transaction (issue 28): no Paystack, no attempt anyone could pay, so twenty such checkouts at
   * once make one paid checkout. It still gets a payment row (0 kobo, channel store_credit) so
   * its confirmation page, receipt texts and timeline are those of every other checkout. The
   * caller calls `deliverTextsSoon()` once the transaction has committed.
   */
  async function payWithCredit(tx: Db, checkout: { id: string; userId: string }) {
    const reference = newReference();
    await repository.insertPayment(tx, {
      checkoutId: checkout.id,
      reference,
      amountKobo: 0,
      email: placeholderEmail(checkout.userId),
    });
    await markPaidIn(
      tx,
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
    const orderIds = await repository.findCheckoutOrderIds(tx, checkout.id);
    const authorizationUrl = `${CHECKOUT_COMPLETE_PAGE}?reference=${reference}`;
    return { reference, authorizationUrl, orderIds };
  }

  /**
   * Asks the provider about a reference and acts on its answer. Orders become paid only when it
   * says `success` for exactly the amount (kobo) and currency Telo asked for.
   */
  async function settle(reference: string) {
    const payment = await repository.findPayment(db, reference);
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
    return repository.findPayment(db, reference);
  }

  type PaidAttempt = { reference: string; checkoutId: string; amountKobo: number };
  const markPaid = (payment: PaidAttempt, trx: ProviderTransaction) =>
    db.transaction((tx) => markPaidIn(tx, payment, trx));

  async function markPaidIn(tx: Db, payment: PaidAttempt, trx: ProviderTransaction) {
    const won = await repository.markPaymentSucceeded(tx, payment.reference, trx);
    if (!won) return [];
    const checkout = await repository.leaveOpen(tx, payment.checkoutId, 'paid');
    if (!checkout) {
      // Paid by another attempt, expired or replaced: the money goes back in full.
      const refundId = await repository.insertRefund(tx, {
        paymentReference: payment.reference,
        amountKobo: payment.amountKobo,
      });
      const owner = await repository.findCheckout(tx, payment.checkoutId);
      if (owner) {
        if (refundId) {
          const refund = { id: refundId, userId: owner.userId, kobo: payment.amountKobo };
          await chargeToRefund(tx, { ...refund, reference: payment.reference });
        }
        await queueToUser(
          tx,
          owner.userId,
          latePaymentText(fromKobo(payment.amountKobo), payment.reference),
        );
      }
      return refundId ? [refundId] : [];
    }
    // One attempt paid it: any other still open can no longer be paid (a late charge on one
    // is refunded in full, above).
    await repository.expireOpenAttempts(tx, checkout.id);
    // The tailor has this long to accept (issue 14), counted from the payment.
    const paid = await repository.markOrdersPaid(
      tx,
      checkout.id,
      payment.reference,
      ACCEPT_WITHIN_HOURS,
    );
    // Orders the shopper cancelled while the payment was on its way are refunded at once.
    const cancelled = await repository.markCancelledOrdersRefundPending(
      tx,
      checkout.id,
      payment.reference,
    );
    await repository.insertOrderEvents(tx, [
      ...paid.map((o) => ({ orderId: o.id, kind: 'paid' })),
      ...cancelled.flatMap((o) => [
        { orderId: o.id, kind: 'paid' },
        { orderId: o.id, kind: 'refund_requested' },
      ]),
    ]);
    // Each order's card part goes into its escrow (its credit part went in at checkout).
    for (const order of [...paid, ...cancelled]) {
      await chargeOrder(tx, order, cardPartKobo(order), payment.reference);
    }
    const refundIds: string[] = [];
    for (const order of cancelled) {
      // Its store credit came back when it was cancelled; Paystack gives back the rest.
      const owed = cardPartKobo(order);
      if (owed <= 0) {
        await settleWithoutRefund(tx, order.id);
        continue;
      }
      const refundId = await repository.insertRefund(tx, {
        paymentReference: payment.reference,
        orderId: order.id,
        amountKobo: owed,
      });
      if (refundId) {
        await escrowToRefund(tx, order.id, refundId, owed);
        refundIds.push(refundId);
      }
    }
    if (paid.length > 0) {
      // The cart loses what it paid for; an aso-ebi share was never in it.
      await repository.removeFromCart(
        tx,
        checkout.userId,
        paid.filter((o) => o.eventId === null).map((o) => o.productId),
      );
      for (const order of paid) {
        const names = await orderNames(tx, order.id);
        const split = {
          card: fromKobo(cardPartKobo(order)),
          credit: fromKobo(order.creditKobo),
          channel: trx.channel,
        };
        const event = order.eventId ? await repository.findEvent(tx, order.eventId) : undefined;
        if (event) {
          // An aso-ebi guest's share (issue 32): her receipt names the event. Held until the
          // lock (no accept-by), her tailor hears of it then (decision 054), not now.
          const receipt = { ...order, ...names, paid: split };
          await queueToUser(
            tx,
            checkout.userId,
            eventReceiptText(deps.publicUrl, event, receipt, payment.reference),
          );
          if (order.acceptBy === null) continue;
        }
        const text = {
          id: order.id,
          totalAmount: order.totalAmount,
          paid: split,
          productName: names.productName,
          businessName: names.businessName,
          neededBy: order.neededBy,
          rush: order.rush,
          deliveryText: deliveryText(order.delivery),
        };
        if (!event) {
          await queueToUser(
            tx,
            checkout.userId,
            receiptText(deps.publicUrl, text, payment.reference),
          );
        }
        await queueToUser(tx, names.tailorUserId, newOrderText(deps.publicUrl, text));
      }
    }
    return refundIds;
  }

  async function markFailed(reference: string, checkoutId: string) {
    await db.transaction(async (tx) => {
      if (!(await repository.failInitialized(tx, reference))) return;
      const unpaid = await repository.findUnpaidPendingOrderIds(tx, checkoutId);
      await repository.insertOrderEvents(
        tx,
        unpaid.map((orderId) => ({ orderId, kind: 'payment_failed' })),
      );
    });
  }

  /**
   * The periodic sweep: checkouts unpaid for 24 h are asked about once more (a payment may have
   * arrived without its webhook) and then expire, their orders cancelled; then the refunds'
   * part (refunds.service.ts).
   */
  async function sweep() {
    for (const checkoutId of await repository.findDueCheckoutIds(db)) {
      for (const reference of await repository.findOpenAttempts(db, checkoutId)) {
        await settle(reference).catch((error: unknown) =>
          log.warn({ reference, err: error }, 'could not verify before expiry'),
        );
      }
      await expire(checkoutId);
    }
    await refunding.sweep();
  }

  async function expire(checkoutId: string) {
    await db.transaction(async (tx) => {
      if (!(await repository.leaveOpen(tx, checkoutId, 'closed'))) return;
      const expired = await repository.expireUnpaidOrders(tx, checkoutId);
      if (expired.length > 0) {
        await repository.insertOrderEvents(
          tx,
          expired.map((orderId) => ({ orderId, kind: 'expired' })),
        );
        await returnOrderCredit(tx, expired);
      }
      await repository.expireOpenAttempts(tx, checkoutId);
    });
  }

  return {
    provider,
    track,
    idle,
    stop,
    claimAttempt: attempts.claim,
    linkOf: attempts.linkOf,
    payCheckout: attempts.payCheckout,
    payWithCredit,
    /** Texts queued in a committed transaction go out now rather than at the next sweep. */
    deliverTextsSoon: () => deps.outbox.deliverSoon(),
    settle,
    markRefundProcessed: refunding.markProcessed,
    retryRefund: refunding.retry,
    settleRefundByHand: refunding.settleByHand,
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
