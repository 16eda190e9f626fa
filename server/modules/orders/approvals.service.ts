import { APPROVE_WITHIN_HOURS, FREE_CHANGE_ROUNDS } from '../../../shared/order-approval.ts';
import type {
  ChangeAnswerBody,
  ChangeRequestBody,
} from '../../../shared/schemas/order-approval.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError } from '../../errors.ts';
import type { Outbox } from '../../outbox/outbox.ts';
import { orderNames, queueToUser } from '../../outbox/notify.ts';
import { link } from '../../texts/format.ts';
import {
  approvedTailorText,
  changeAnsweredText,
  changeRequestedTailorText,
} from '../../texts/order-steps.ts';
import { assertOwnUploads } from '../../uploads/uploads.repository.ts';
import { addOrderEvent } from '../tailor-orders/tailor-orders.repository.ts';
import {
  answerChange,
  approveBySilence,
  approveByShopper,
  claimChangeRound,
  progressOf,
  silentPastDeadline,
} from './approvals.repository.ts';

export type Approvals = ReturnType<typeof createApprovals>;

const HOUR_MS = 60 * 60 * 1000;

/**
 * Approve before dispatch (issue 29, decision 050): the shopper's "Looks right" and "Ask for a
 * change" at ready, the tailor's answer, and the job that approves an order after 48 hours of
 * the shopper's silence. Each is one conditional update (approvals.repository.ts) in a
 * transaction with the other side's text; a move the order no longer allows is a 409 saying why.
 * Who may act is checked by the callers' routes (the order's shopper; the order's tailor) and
 * again in each update's WHERE.
 */
export function createApprovals(deps: {
  db: Db;
  outbox: Pick<Outbox, 'deliverSoon'>;
  /** PUBLIC_URL: texts carry full links to the order page and the workspace. */
  publicUrl: string;
}) {
  const { db, outbox } = deps;
  const workspace = link(deps.publicUrl, '/dashboard');
  const orderPage = (id: string) => link(deps.publicUrl, `/orders/${id}`);

  /** Why the shopper's tap found nothing to move, in words she acts on. */
  async function shopperRefusal(orderId: string, asking: boolean) {
    const order = await progressOf(db, orderId);
    if (order?.stage !== 'ready') return 'This order is not waiting for your approval';
    if (order.approval === 'approved') return 'You have already approved this order';
    if (order.approval === 'change_requested')
      return 'Your change request is with the tailor: wait for her answer';
    if (asking && order.changeRounds >= FREE_CHANGE_ROUNDS)
      return 'Your free change round is used: approve the outfit, or message the tailor';
    return 'This order is not waiting for your approval';
  }

  /** After an approval moved the order: its timeline event, and the tailor told she may send it. */
  async function recordApproval(
    tx: Db,
    orderId: string,
    row: { delivery: { kind: string } | null },
    by: 'shopper' | 'silence',
    now: Date,
  ) {
    await addOrderEvent(tx, {
      orderId,
      kind: 'approved',
      ...(by === 'silence' ? { note: 'No answer within 48 hours' } : {}),
      at: now,
    });
    const names = await orderNames(tx, orderId);
    const pickup = row.delivery?.kind === 'pickup';
    await queueToUser(tx, names.tailorUserId, approvedTailorText(names, by, pickup, workspace));
  }

  async function approve(userId: string, orderId: string, now = new Date()) {
    const done = await db.transaction(async (tx) => {
      const row = await approveByShopper(tx, orderId, userId, now);
      if (!row) return false;
      await recordApproval(tx, orderId, row, 'shopper', now);
      return true;
    });
    if (!done) throw new ConflictError(await shopperRefusal(orderId, false));
    outbox.deliverSoon();
  }

  async function askChange(userId: string, orderId: string, body: ChangeRequestBody) {
    const photos = body.photos ?? [];
    // Only her own uploads: nobody attaches another person's photo to an order.
    if (photos.length) await assertOwnUploads(db, userId, photos);
    const done = await db.transaction(async (tx) => {
      const row = await claimChangeRound(tx, { orderId, userId, note: body.note, photos });
      if (!row) return false;
      await addOrderEvent(tx, { orderId, kind: 'change_requested', note: body.note });
      const names = await orderNames(tx, orderId);
      await queueToUser(
        tx,
        names.tailorUserId,
        changeRequestedTailorText(
          names,
          { round: row.round, note: body.note, photos: photos.length },
          workspace,
        ),
      );
      return true;
    });
    if (!done) throw new ConflictError(await shopperRefusal(orderId, true));
    outbox.deliverSoon();
  }

  /** The tailor's answer; `tailorId` is the session's own tailor, checked by the caller. */
  async function answer(
    tailorId: string,
    orderId: string,
    body: ChangeAnswerBody,
    now = new Date(),
  ) {
    const reply = body.reply ?? null;
    const done = await db.transaction(async (tx) => {
      const row = await answerChange(tx, {
        orderId,
        tailorId,
        kind: body.answer,
        reply,
        now,
        approveBy: new Date(now.getTime() + APPROVE_WITHIN_HOURS * HOUR_MS),
      });
      if (!row) return false;
      await addOrderEvent(
        tx,
        body.answer === 'sewing'
          ? {
              orderId,
              kind: 'sewing',
              note: reply ?? 'Back to sewing to make your change',
              at: now,
            }
          : { orderId, kind: 'change_reply', note: reply, at: now },
      );
      const names = await orderNames(tx, orderId);
      await queueToUser(
        tx,
        row.userId,
        changeAnsweredText(names, body.answer, reply, orderPage(orderId)),
      );
      return true;
    });
    if (!done) throw new ConflictError('This order has no change request waiting for your answer');
    outbox.deliverSoon();
  }

  /**
   * Run by the `orders-approval-deadline` job every minute: a ready order its shopper has not
   * answered within 48 hours counts as approved, and its tailor is told she may send it.
   */
  async function approveSilent(now = new Date()) {
    const due = await silentPastDeadline(db, now, 100);
    let approved = 0;
    for (const { id } of due) {
      const done = await db.transaction(async (tx) => {
        const row = await approveBySilence(tx, id, now);
        if (!row) return false;
        await recordApproval(tx, id, row, 'silence', now);
        return true;
      });
      if (done) approved++;
    }
    if (approved) outbox.deliverSoon();
    return approved;
  }

  return { approve, askChange, answer, approveSilent };
}
