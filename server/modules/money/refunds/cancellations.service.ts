import { eq, type SQL } from 'drizzle-orm';
import { fromKobo } from '../../../../shared/money.ts';
import type { TimelineEventKind } from '../../../../shared/order-lifecycle.ts';
import type { Db } from '../../../db/client.ts';
import { orders, type OrderRow } from '../../../db/schema/index.ts';
import { returnOrderCredit } from '../credit/store-credit.ts';
import { cardPartKobo, escrowToRefund } from '../ledger/escrow.ts';
import type { Outbox } from '../../../outbox/outbox.ts';
import { orderNames, queueToUser } from '../../../outbox/notify.ts';
import { cancelledText, shopperCancelledTailorText } from '../../../texts/money.ts';
import type { Refunds } from './refunds.service.ts';
import { addOrderEvents, cancelPendingOrder, insertRefund } from './refunds.repository.ts';

/** Who may cancel a pending order, what the cancellation writes and whom it tells. */
export type Cancellation = {
  /** Conditions the order must meet besides being pending (its shopper, its tailor, a deadline). */
  only: SQL | undefined;
  /**
   * Runs first in the cancellation's transaction: takes the locks the caller's rule needs and
   * throws (a ConflictError) to refuse, e.g. an aso-ebi guest leaving after her event locked.
   */
  before?: (tx: Db) => Promise<void>;
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

export type CancellationsDeps = {
  db: Db;
  outbox: Pick<Outbox, 'deliverSoon'>;
  refunds: Pick<Refunds, 'request'>;
};

/** Pending orders cancelled by their shopper, declined by their tailor or timed out (issue 14). */
export function createCancellations(deps: CancellationsDeps) {
  const { db } = deps;

  /**
   * The shopper cancels a pending order of their own. Unpaid: it is simply cancelled. Paid: it is
   * cancelled and refunded in full through the provider (refund_pending until it is processed).
   * A paid order's tailor was texted to accept it, so she is texted that it is cancelled too.
   * Answers false when the order is not the shopper's or not pending any more.
   */
  async function cancelOrder(orderId: string, userId: string) {
    const cancelled = await cancelPending(orderId, {
      only: eq(orders.userId, userId),
      event: { kind: 'cancelled' },
      notify: async (tx, order, refund, credit) => {
        await queueToUser(tx, userId, cancelledText(orderId, refund, credit));
        // Unpaid (or expired) orders never reached the tailor: nothing to tell her.
        if (order.paymentState === 'unpaid' || order.paymentState === 'expired') return;
        const names = await orderNames(tx, orderId);
        await queueToUser(tx, names.tailorUserId, shopperCancelledTailorText(names));
      },
    });
    return cancelled !== undefined;
  }

  /**
   * The one way a pending order is cancelled, and with it the one refund path: a single
   * conditional UPDATE on `status = 'pending'` decides, so of a cancel, a decline, an accept and
   * the 48-hour rule at the same moment exactly one wins. The cancellation, its timeline, the
   * refund row and the texts commit together; the refund is then claimed and asked for once
   * (refunds.request), and the sweep asks again for one whose request never left. Answers the
   * cancelled order, or undefined when the order did not match `only` or was no longer pending.
   */
  async function cancelPending(orderId: string, cancellation: Cancellation) {
    const result = await db.transaction(async (tx) => {
      await cancellation.before?.(tx);
      // Paid through Paystack: refund_pending, less the store credit it used (see the repository).
      const order = await cancelPendingOrder(tx, orderId, cancellation.only, cancellation.set);
      if (!order) return undefined;
      const refundKobo = cardPartKobo(order);
      const refundOwed = order.paymentState === 'refund_pending';
      await addOrderEvents(tx, [
        { orderId, ...cancellation.event },
        ...(refundOwed ? [{ orderId, kind: 'refund_requested' }] : []),
        ...(order.paymentState === 'refunded' ? [{ orderId, kind: 'refunded' }] : []),
      ]);
      const creditBack = await returnOrderCredit(tx, [orderId]);
      let refundId: string | undefined;
      // The payment that paid this order (issue 28), never just any success of its checkout:
      // a duplicate charge of the checkout was refunded whole already.
      if (refundOwed && order.paidByReference) {
        const refund = await insertRefund(tx, {
          paymentReference: order.paidByReference,
          orderId,
          amountKobo: refundKobo,
        });
        refundId = refund?.id;
        if (refundId) await escrowToRefund(tx, orderId, refundId, refundKobo);
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
    if (result.refundId) await deps.refunds.request([result.refundId]);
    return result.order;
  }

  return { cancelOrder, cancelPending };
}
