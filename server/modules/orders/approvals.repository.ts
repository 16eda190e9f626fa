import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import { FREE_CHANGE_ROUNDS } from '../../../shared/order-approval.ts';
import type { OrderApproval } from '../../../shared/schemas/order-approval.ts';
import type { Db } from '../../db/client.ts';
import { orderChangeRequests, orders, tailors } from '../../db/schema/index.ts';

/**
 * Approve before dispatch (issue 29, decision 050). Each move of an order's approval is one
 * conditional UPDATE … RETURNING on the state it starts from: of "Looks right" and "Ask for a
 * change" tapped together, twice, or beside the 48-hour job, exactly one moves it, so a round is
 * never counted twice. Undefined answers mean the order had moved on (or is not this person's).
 */

const moved = {
  id: orders.id,
  userId: orders.userId,
  tailorId: orders.tailorId,
  delivery: orders.delivery,
};

/** "Looks right": only the order's shopper, only while it waits for her at ready. */
export async function approveByShopper(tx: Db, orderId: string, userId: string, now: Date) {
  const [row] = await tx
    .update(orders)
    .set({
      approval: 'approved',
      approvedBy: 'shopper',
      approvedAt: now,
      approveBy: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.userId, userId),
        eq(orders.status, 'in_progress'),
        eq(orders.stage, 'ready'),
        eq(orders.approval, 'awaiting'),
      ),
    )
    .returning(moved);
  return row;
}

/**
 * "Ask for a change": claims the next round, only while the order waits for its shopper and a
 * free round is left, and writes the round's request in the same transaction.
 */
export async function claimChangeRound(
  tx: Db,
  request: { orderId: string; userId: string; note: string; photos: string[] },
) {
  const [row] = await tx
    .update(orders)
    .set({
      approval: 'change_requested',
      approveBy: null,
      changeRounds: sql`${orders.changeRounds} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(orders.id, request.orderId),
        eq(orders.userId, request.userId),
        eq(orders.status, 'in_progress'),
        eq(orders.stage, 'ready'),
        eq(orders.approval, 'awaiting'),
        lt(orders.changeRounds, FREE_CHANGE_ROUNDS),
      ),
    )
    .returning({ ...moved, round: orders.changeRounds });
  if (!row) return undefined;
  await tx.insert(orderChangeRequests).values({
    orderId: request.orderId,
    round: row.round,
    note: request.note,
    photos: request.photos,
  });
  return row;
}

/**
 * The tailor's answer to an open change request: back to sewing (the order leaves ready, and its
 * next ready asks the shopper again) or a reply, after which the shopper has 48 hours again.
 */
export async function answerChange(
  tx: Db,
  answer: {
    orderId: string;
    tailorId: string;
    kind: 'sewing' | 'explain';
    reply: string | null;
    now: Date;
    approveBy: Date;
  },
) {
  const [row] = await tx
    .update(orders)
    .set(
      answer.kind === 'sewing'
        ? { stage: 'sewing', approval: null, approveBy: null, updatedAt: sql`now()` }
        : { approval: 'awaiting', approveBy: answer.approveBy, updatedAt: sql`now()` },
    )
    .where(
      and(
        eq(orders.id, answer.orderId),
        eq(orders.tailorId, answer.tailorId),
        eq(orders.status, 'in_progress'),
        eq(orders.stage, 'ready'),
        eq(orders.approval, 'change_requested'),
      ),
    )
    .returning(moved);
  if (!row) return undefined;
  await tx
    .update(orderChangeRequests)
    .set({ answer: answer.kind, reply: answer.reply, answeredAt: answer.now })
    .where(
      and(
        eq(orderChangeRequests.orderId, answer.orderId),
        sql`${orderChangeRequests.answer} is null`,
      ),
    );
  return row;
}

/** Ready orders whose shopper has stayed silent past approveBy, oldest first. */
export function silentPastDeadline(db: Db, now: Date, limit: number) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.approval, 'awaiting'), lte(orders.approveBy, now)))
    .orderBy(asc(orders.approveBy))
    .limit(limit);
}

/** 48 hours of silence approve the order; the deadline is in the UPDATE, so a tap meanwhile wins. */
export async function approveBySilence(tx: Db, orderId: string, now: Date) {
  const [row] = await tx
    .update(orders)
    .set({
      approval: 'approved',
      approvedBy: 'silence',
      approvedAt: now,
      approveBy: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.stage, 'ready'),
        eq(orders.approval, 'awaiting'),
        lte(orders.approveBy, now),
      ),
    )
    .returning(moved);
  return row;
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** The order's approval columns, selected with any order that answers its approval. */
export const approvalColumns = {
  approval: orders.approval,
  approveBy: orders.approveBy,
  approvedAt: orders.approvedAt,
  approvedBy: orders.approvedBy,
  changeRounds: orders.changeRounds,
};

type ApprovalColumns = {
  id: string;
  approval: OrderApproval['state'] | null;
  approveBy: Date | string | null;
  approvedAt: Date | string | null;
  approvedBy: OrderApproval['approvedBy'];
  changeRounds: number;
};

/** The approvals of these orders as the answers carry them (null before an order is first ready). */
export async function approvalsOf(db: Db, rows: ApprovalColumns[]) {
  const ids = rows.filter((r) => r.approval).map((r) => r.id);
  const requests = ids.length
    ? await db
        .select()
        .from(orderChangeRequests)
        .where(inArray(orderChangeRequests.orderId, ids))
        .orderBy(asc(orderChangeRequests.round))
    : [];
  return new Map<string, OrderApproval | null>(
    rows.map((r) => [
      r.id,
      r.approval
        ? {
            state: r.approval,
            approveBy: iso(r.approveBy),
            approvedAt: iso(r.approvedAt),
            approvedBy: r.approvedBy,
            roundsUsed: r.changeRounds,
            freeRounds: FREE_CHANGE_ROUNDS,
            requests: requests
              .filter((q) => q.orderId === r.id)
              .map((q) => ({
                round: q.round,
                note: q.note,
                photos: q.photos,
                createdAt: iso(q.createdAt)!,
                answer: q.answer,
                reply: q.reply,
                answeredAt: iso(q.answeredAt),
              })),
          }
        : null,
    ]),
  );
}

/** An order's approval columns and its tailor's workshop, for the shopper's order page. */
export async function progressOf(db: Db, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      stage: orders.stage,
      readyPhotoUrl: orders.readyPhotoUrl,
      courier: orders.courier,
      trackingNote: orders.trackingNote,
      ...approvalColumns,
      workshop: {
        address: tailors.workshopAddress,
        phone: tailors.workshopPhone,
        hours: tailors.workshopHours,
      },
    })
    .from(orders)
    .innerJoin(tailors, eq(orders.tailorId, tailors.id))
    .where(eq(orders.id, orderId));
  return row;
}
