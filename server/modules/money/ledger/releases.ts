import { fromKobo } from '../../../../shared/money.ts';
import { releasedText } from '../../../texts/money.ts';
import type { Db } from '../../../db/client.ts';
import { ConflictError, NotFoundError } from '../../../errors.ts';
import type { Outbox } from '../../../outbox/outbox.ts';
import { orderNames, queueToUser } from '../../../outbox/notify.ts';
import { orderMoney, release } from './escrow.ts';
import * as repository from './ledger.repository.ts';

export type Releases = ReturnType<typeof createReleases>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Money held until it is earned (issue 28, decision 048): a delivered order's money is released
 * to its tailor when the shopper taps "I've received it", or by a sweep `releaseAfterDays` after
 * delivery (and after its last fit claim settled) with no claim open. `release` posts once per
 * order under a lock on the order, so a confirmation and the sweep at once release it once.
 */
export function createReleases(deps: {
  db: Db;
  outbox: Pick<Outbox, 'deliverSoon'>;
  commissionBasisPoints: number;
  releaseAfterDays: number;
  /** PUBLIC_URL, for the link in the tailor's text. */
  site: string;
}) {
  const { db } = deps;

  async function releaseOne(order: repository.ReleasableOrder, why: 'confirmed' | 'auto') {
    const moved = await db.transaction(async (tx) => {
      const done = await release(
        tx,
        orderMoney(order),
        deps,
        why === 'confirmed' ? 'confirmed by the shopper' : 'released after the guarantee wait',
      );
      if (!done) return false;
      const names = await orderNames(tx, order.id);
      await queueToUser(
        tx,
        names.tailorUserId,
        releasedText(deps.site, order.id, fromKobo(done.tailorKobo), why),
      );
      return true;
    });
    if (moved) deps.outbox.deliverSoon();
    return moved;
  }

  /** The shopper says the outfit arrived and fits: its money goes to the tailor now. */
  async function confirmReceived(userId: string, orderId: string) {
    const order = await repository.findShopperOrder(db, userId, orderId);
    if (!order) throw new NotFoundError('Order not found');
    if (order.status !== 'completed') {
      throw new ConflictError('You can confirm receiving your outfit once it is delivered.');
    }
    if (await repository.hasOpenClaim(db, orderId)) {
      throw new ConflictError(
        'A fit claim on this order is still open: confirm once it is settled.',
      );
    }
    await releaseOne(order, 'confirmed');
  }

  /** Releases what is due (a job every minute); answers how many orders were released. */
  async function sweep() {
    let released = 0;
    for (const order of await repository.findDueReleases(db, deps.releaseAfterDays, 50)) {
      if (await releaseOne(order, 'auto')) released += 1;
    }
    return released;
  }

  /**
   * Where an order's money stands, for its shopper (null: not paid through Telo, or refunded):
   * released and when, or the day it will be released without her word and whether she may
   * confirm now.
   */
  async function statusOf(order: { id: string; status: string; paymentState: string | null }) {
    if (order.paymentState !== 'paid') return null;
    const facts = await repository.releaseFacts(db, order.id);
    if (!facts.inLedger) return null;
    if (facts.releasedAt) {
      return { releasedAt: facts.releasedAt.toISOString(), releaseDate: null, canConfirm: false };
    }
    const delivered = order.status === 'completed' && facts.deliveredAt !== null;
    const from = [facts.deliveredAt, facts.lastClaimAt].reduce<Date | null>(
      (latest, d) => (d && (!latest || d > latest) ? d : latest),
      null,
    );
    const releaseDate =
      delivered && !facts.openClaim && from
        ? new Date(from.getTime() + deps.releaseAfterDays * DAY_MS).toISOString()
        : null;
    return { releasedAt: null, releaseDate, canConfirm: delivered && !facts.openClaim };
  }

  return { confirmReceived, sweep, statusOf };
}
