import { and, eq, lte } from 'drizzle-orm';
import {
  NEXT_STAGES,
  PRODUCTION_STAGES,
  stageLabels,
  type ProductionStage,
  type StepStage,
} from '../../../shared/order-lifecycle.ts';
import type { StageRequest, TailorOrder } from '../../../shared/schemas/tailor-orders.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { Outbox } from '../../outbox/outbox.ts';
import { orderNames, queueToUser } from '../../outbox/notify.ts';
import type { Payments } from '../money/payments/payments.service.ts';
import { assertOwnUploads } from '../../uploads/uploads.repository.ts';
import { advance, orderMoney } from '../money/ledger/escrow.ts';
import { actingTailorId } from '../tailors/acting-tailor.ts';
import type { Approvals } from '../orders/approvals.service.ts';
import type { ChangeAnswerBody } from '../../../shared/schemas/order-approval.ts';
import { link } from '../../texts/format.ts';
import { formatDateTime } from '../../../shared/dates.ts';
import {
  acceptPending,
  addOrderEvent,
  countCompletedOrder,
  findFinishedPage,
  findOneForTailor,
  findOpenForTailor,
  moveStage,
  overduePending,
  visibleToTailor,
} from './tailor-orders.repository.ts';
import {
  acceptanceExpiredTailorText,
  acceptanceExpiredText,
  acceptedText,
  declinedText,
  stageText,
} from '../../texts/order-steps.ts';

export type TailorOrders = ReturnType<typeof createTailorOrders>;

/** The stages each step may come from (NEXT_STAGES read backwards). */
const previousStages = (stage: StepStage) =>
  PRODUCTION_STAGES.filter((from) => (NEXT_STAGES[from] as readonly string[]).includes(stage));

const TIMED_OUT_REASON = 'Not accepted within 48 hours';

/**
 * The tailor's side of an order (issue 14): accept or decline a paid order, then one step at a
 * time to delivered, and the 48-hour rule. Each change is one conditional UPDATE (on the status
 * and stage it starts from) in a transaction with its timeline event and the shopper's text, so
 * of two taps, two tabs or two instances exactly one wins and the other gets a 409. Declines and
 * time-outs cancel and refund through the payments service's one cancellation path.
 */
export function createTailorOrders(deps: {
  db: Db;
  payments: Pick<Payments, 'cancelPending'>;
  outbox: Pick<Outbox, 'deliverSoon'>;
  /** The fabric advance when cutting starts (issue 28; 0 % turns it off). */
  moneyRules: { advancePercent: number; commissionBasisPoints: number };
  /** Telo's public address (PUBLIC_URL): texts link to the shopper's order page. */
  publicUrl: string;
  /** Approve before dispatch (issue 29): the tailor's answer to a change request. */
  approvals: Pick<Approvals, 'answer'>;
}) {
  const { db, payments, outbox } = deps;

  const tailorOf = (userId: string) => actingTailorId(db, userId);

  /** One of the tailor's own orders; any other id answers exactly like a missing one. */
  async function ownOrder(tailorId: string, orderId: string) {
    const order = await findOneForTailor(db, tailorId, orderId);
    if (!order) throw new NotFoundError('Order not found');
    return order;
  }

  async function list(userId: string) {
    return findOpenForTailor(db, await tailorOf(userId));
  }

  async function finished(userId: string, page: { page: number; pageSize: number }) {
    return findFinishedPage(db, await tailorOf(userId), page);
  }

  async function get(userId: string, orderId: string) {
    return ownOrder(await tailorOf(userId), orderId);
  }

  async function accept(userId: string, orderId: string, now = new Date()) {
    const tailorId = await tailorOf(userId);
    await ownOrder(tailorId, orderId);
    const accepted = await db.transaction(async (tx) => {
      const row = await acceptPending(tx, tailorId, orderId, now);
      if (!row) return false;
      await addOrderEvent(tx, { orderId, kind: 'accepted' });
      await queueToUser(tx, row.userId, acceptedText(await orderNames(tx, orderId)));
      return true;
    });
    return settle(accepted, tailorId, orderId, 'accept', now);
  }

  async function decline(userId: string, orderId: string, reason: string, now = new Date()) {
    const tailorId = await tailorOf(userId);
    await ownOrder(tailorId, orderId);
    const cancelled = await payments.cancelPending(orderId, {
      only: and(eq(orders.tailorId, tailorId), visibleToTailor),
      set: { declineReason: reason },
      event: { kind: 'declined', note: reason },
      notify: async (tx, order, refund, credit) =>
        queueToUser(
          tx,
          order.userId,
          declinedText(await orderNames(tx, orderId), reason, refund, credit),
        ),
    });
    return settle(cancelled !== undefined, tailorId, orderId, 'decline', now);
  }

  async function step(userId: string, orderId: string, request: StageRequest, now = new Date()) {
    const tailorId = await tailorOf(userId);
    await ownOrder(tailorId, orderId);
    const { stage } = request;
    const photoUrl = request.stage === 'ready' ? request.photoUrl : null;
    // Only the tailor's own upload: nobody publishes another person's photo on an order.
    if (photoUrl) await assertOwnUploads(db, userId, [photoUrl]);
    const dispatch = request.stage === 'dispatched' ? request : null;
    const moved = await db.transaction(async (tx) => {
      const row = await moveStage(tx, {
        tailorId,
        orderId,
        stage,
        from: previousStages(stage),
        photoUrl,
        dispatch,
      });
      if (!row) return false;
      await addOrderEvent(tx, {
        orderId,
        kind: stage,
        note: dispatch ? `${dispatch.courier}: ${dispatch.trackingNote}` : null,
        photoUrl,
      });
      // Cutting means buying fabric: part of her earnings leaves the escrow for her balance.
      if (stage === 'cutting') await advance(tx, orderMoney(row), deps.moneyRules);
      if (stage === 'delivered') await countCompletedOrder(tx, tailorId);
      const pickupCity = row.delivery?.kind === 'pickup' ? row.delivery.city : null;
      const text = stageText(stage, await orderNames(tx, orderId), {
        ...dispatch,
        pickupCity,
        orderUrl: link(deps.publicUrl, `/orders/${orderId}`),
        approveBy: row.approveBy ? new Date(row.approveBy).toISOString() : null,
        now,
      });
      await queueToUser(tx, row.userId, text);
      return true;
    });
    return settle(moved, tailorId, orderId, stage, now);
  }

  /**
   * The 48-hour rule, run by a job every minute (server/jobs): every paid order still waiting
   * at `now` past its acceptBy is declined and refunded in full, and both sides are told. The
   * deadline is part of the conditional UPDATE, so a tailor accepting meanwhile simply wins.
   */
  async function declineOverdue(now = new Date()) {
    const due = await overduePending(db, now, 100);
    let declined = 0;
    for (const { id } of due) {
      const cancelled = await payments.cancelPending(id, {
        only: and(eq(orders.paymentState, 'paid'), lte(orders.acceptBy, now)),
        set: { declineReason: TIMED_OUT_REASON },
        event: { kind: 'acceptance_expired' },
        notify: async (tx, order, refund, credit) => {
          const names = await orderNames(tx, id);
          await queueToUser(tx, order.userId, acceptanceExpiredText(names, refund, credit));
          await queueToUser(tx, names.tailorUserId, acceptanceExpiredTailorText(names));
        },
      });
      if (cancelled) declined++;
    }
    return declined;
  }

  /** The order after a change, or a 409 that says why the change could not be made. */
  async function settle(
    changed: boolean,
    tailorId: string,
    orderId: string,
    action: 'accept' | 'decline' | StepStage,
    now: Date,
  ): Promise<TailorOrder> {
    const order = await ownOrder(tailorId, orderId);
    if (!changed) throw new ConflictError(refusal(order, action, now));
    outbox.deliverSoon();
    return order;
  }

  /** Her answer to the shopper's change request at ready (issue 29): sewing again, or a reply. */
  async function answerChange(userId: string, orderId: string, body: ChangeAnswerBody) {
    const tailorId = await tailorOf(userId);
    await ownOrder(tailorId, orderId);
    await deps.approvals.answer(tailorId, orderId, body);
    return ownOrder(tailorId, orderId);
  }

  return { list, finished, get, accept, decline, step, declineOverdue, answerChange };
}

/** Why an order could not take a step, in words a tailor acts on. */
export function refusal(
  order: TailorOrder,
  action: 'accept' | 'decline' | StepStage,
  now: Date,
): string {
  const verb =
    action === 'accept'
      ? 'accepted'
      : action === 'decline'
        ? 'declined'
        : `marked ${stageLabels[action].toLowerCase()}`;
  if (order.status === 'cancelled') {
    const how = order.declineReason ? 'declined' : 'cancelled';
    return `This order was ${how}: it can no longer be ${verb}`;
  }
  if (order.status === 'pending') {
    if (order.acceptBy && new Date(order.acceptBy) <= now)
      return 'The 48 hours to accept this order have passed: it is being declined and refunded';
    return `Accept this order before it can be ${verb}`;
  }
  if (action === 'accept') return 'This order is already accepted';
  if (action === 'decline') return 'An accepted order cannot be declined';
  const current = order.stage as ProductionStage;
  const next = NEXT_STAGES[current] as readonly ProductionStage[];
  if (next.length === 0) return `This order is already delivered: it cannot be ${verb}`;
  if (action === 'dispatched' && order.delivery?.kind === 'pickup')
    return 'This order is collected from you: mark it ready for pickup instead';
  if (action === 'ready_for_pickup' && order.delivery?.kind === 'delivery')
    return 'This order is delivered to the shopper: mark it dispatched instead';
  // Approve before dispatch (decision 050).
  if (current === 'ready' && (action === 'dispatched' || action === 'ready_for_pickup')) {
    if (order.approval?.state === 'change_requested')
      return (
        'The shopper asked for a change: move it back to sewing or reply to explain before it can be ' +
        verb
      );
    if (order.approval?.state === 'awaiting')
      return (
        `The shopper has not approved the photo yet: it can be ${verb} once she does` +
        (order.approval.approveBy
          ? `, or from ${formatDateTime(order.approval.approveBy)} if she does not answer`
          : '')
      );
  }
  const options = next.map((s) => stageLabels[s].toLowerCase()).join(' or ');
  return `This order is ${stageLabels[current].toLowerCase()}: its next step is ${options}, not ${stageLabels[action].toLowerCase()}`;
}
