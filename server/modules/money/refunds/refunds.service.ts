import type { FastifyBaseLogger } from 'fastify';
import { fromKobo } from '../../../../shared/money.ts';
import type { Db } from '../../../db/client.ts';
import type { Outbox } from '../../../outbox/outbox.ts';
import { queueToUser } from '../../../outbox/notify.ts';
import { refundedText, settledByHandText } from '../../../texts/money.ts';
import { PaymentProviderRefusal, type PaymentProvider } from '../payments/provider.ts';
import { refundPaid } from '../ledger/escrow.ts';
import {
  addRefundedEvent,
  claimRefundRequest,
  findAwaitedRefundReferences,
  findPaymentOwner,
  findPendingRefundIds,
  findPendingRefunds,
  findRefund,
  findUnrequestedRefundIds,
  markOrderRefunded,
  markRefundFailed,
  markRefundProcessed,
  releaseRefundClaim,
  reopenFailedRefund,
  setProviderRefundId,
  settleFailedRefund,
  type RefundRow,
} from './refunds.repository.ts';

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
      const claimed = await claimRefundRequest(db, id);
      if (!claimed) continue;
      try {
        const answer = await provider.refund({
          reference: claimed.paymentReference,
          amountKobo: claimed.amountKobo,
        });
        await setProviderRefundId(db, id, answer.id || null);
      } catch (error) {
        if (error instanceof PaymentProviderRefusal) {
          log.warn({ refundId: id, reason: error.reason }, 'refund refused by the provider');
          await markRefundFailed(db, id, error.reason);
          continue;
        }
        log.warn({ refundId: id, err: error }, 'refund not requested; the sweep tries again');
        await releaseRefundClaim(db, id);
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
      const pending = await findPendingRefunds(tx, match.reference);
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
    const again = await reopenFailedRefund(db, refundId);
    if (!again) return undefined;
    await request([refundId]);
    return findRefund(db, refundId);
  }

  /**
   * A failed refund an admin settled outside the provider (a bank transfer, cash): the order
   * becomes refunded and the shopper is texted, once. The note says how, for the books.
   */
  async function settleByHand(refundId: string, settled: { note: string; adminId: string }) {
    const changed = await db.transaction(async (tx) => {
      const refund = await settleFailedRefund(tx, refundId, settled);
      if (!refund) return undefined;
      await givenBack(tx, refund, settledByHandText);
      return refund;
    });
    if (changed) deps.outbox.deliverSoon();
    return changed;
  }

  async function processed(tx: Db, refundId: string) {
    const refund = await markRefundProcessed(tx, refundId);
    if (!refund) return false;
    await givenBack(tx, refund, refundedText);
    return true;
  }

  /** The money is back with the shopper: the order becomes refunded, and they are told. */
  async function givenBack(
    tx: Db,
    refund: RefundRow,
    text: (orderId: string | null, refundNaira: number) => string,
  ) {
    const owner = await findPaymentOwner(tx, refund.paymentReference);
    if (refund.orderId) {
      await markOrderRefunded(tx, refund.orderId);
      await addRefundedEvent(tx, refund.orderId);
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
    const unrequested = await findUnrequestedRefundIds(db);
    await request(unrequested.map((r) => r.id));
    const awaiting = await findAwaitedRefundReferences(db);
    for (const { reference } of awaiting) {
      const trx = await provider.verify(reference).catch(() => null);
      if (trx?.status !== 'reversed') continue;
      await db.transaction(async (tx) => {
        const pending = await findPendingRefundIds(tx, reference);
        for (const { id } of pending) await processed(tx, id);
      });
      deps.outbox.deliverSoon();
    }
  }

  return { request, markProcessed, sweep, retry, settleByHand };
}

/** A cancelled order that store credit paid in full: nothing for Paystack to give back. */
export async function settleWithoutRefund(tx: Db, orderId: string) {
  if (await markOrderRefunded(tx, orderId)) await addRefundedEvent(tx, orderId);
}
