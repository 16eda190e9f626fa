import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { TailorOrder } from '../../../shared/schemas/tailor-orders.ts';
import type { ProductionStage, StepStage } from '../../../shared/order-lifecycle.ts';
import type { Db } from '../../db/client.ts';
import type { OrderApproval } from '../../../shared/schemas/order-approval.ts';
import { APPROVE_WITHIN_HOURS } from '../../../shared/order-approval.ts';
import { approvalColumns, approvalsOf } from '../orders/approvals.repository.ts';
import {
  asoEbiEvents,
  orderEvents,
  orders,
  products,
  tailors,
  users,
} from '../../db/schema/index.ts';

/** At most this many orders in one answer: the newest, which are the ones a tailor acts on. */
const LIST_LIMIT = 200;

/**
 * The orders a tailor sees: paid ones (and those being or already refunded), or orders from
 * before payments existed (no checkout), never an order still waiting for the shopper's payment
 * nor an event order held until its event locks.
 */
export const visibleToTailor = and(
  or(
    inArray(orders.paymentState, ['paid', 'refund_pending', 'refunded']),
    isNull(orders.checkoutId),
  ),
  // An aso-ebi guest's paid order is held until its event locks (decision 054): pending with no
  // accept-by, it reaches the tailor at the lock.
  sql`not (${orders.status} = 'pending' and ${orders.eventId} is not null and ${orders.acceptBy} is null)`,
);

const columns = {
  id: orders.id,
  status: orders.status,
  stage: orders.stage,
  paymentState: orders.paymentState,
  buyerName: users.fullName,
  product: {
    id: products.id,
    name: products.name,
    imageUrl: products.imageUrl,
    category: products.category,
  },
  quantity: orders.quantity,
  measurements: orders.measurements,
  totalAmount: orders.totalAmount,
  neededBy: orders.neededBy,
  rush: orders.rush,
  notes: orders.notes,
  delivery: orders.delivery,
  acceptBy: orders.acceptBy,
  declineReason: orders.declineReason,
  readyPhotoUrl: orders.readyPhotoUrl,
  courier: orders.courier,
  trackingNote: orders.trackingNote,
  ...approvalColumns,
  eventId: asoEbiEvents.id,
  eventName: asoEbiEvents.name,
  eventSewBy: asoEbiEvents.sewBy,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

type Row = Awaited<ReturnType<typeof selectWhere>>[number];

/** Orders of this tailor that the tailor may see, and matching `where`. */
function selectWhere(db: Db, tailorId: string, where?: SQL) {
  return db
    .select(columns)
    .from(orders)
    .innerJoin(products, eq(orders.productId, products.id))
    .innerJoin(users, eq(orders.userId, users.id))
    .leftJoin(asoEbiEvents, eq(orders.eventId, asoEbiEvents.id))
    .where(and(eq(orders.tailorId, tailorId), visibleToTailor, where));
}

/** Waiting and in progress: the orders a tailor acts on. */
const OPEN = inArray(orders.status, ['pending', 'in_progress']);
/** Delivered, declined, timed out or cancelled: nothing more to do. */
const FINISHED = inArray(orders.status, ['completed', 'cancelled']);

/** The tailor's open orders, newest first. */
export async function findOpenForTailor(db: Db, tailorId: string) {
  const rows = await selectWhere(db, tailorId, OPEN)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(LIST_LIMIT);
  const approvals = await approvalsOf(db, rows);
  return rows.map((row) => toTailorOrder(row, approvals.get(row.id) ?? null));
}

/**
 * One page of the tailor's finished orders, the most recently finished first (an order's last
 * change is how it finished), and how many there are.
 */
export async function findFinishedPage(
  db: Db,
  tailorId: string,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const [rows, [counted]] = await Promise.all([
    selectWhere(db, tailorId, FINISHED)
      .orderBy(desc(orders.updatedAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.tailorId, tailorId), visibleToTailor, FINISHED)),
  ]);
  const approvals = await approvalsOf(db, rows);
  const items = rows.map((row) => toTailorOrder(row, approvals.get(row.id) ?? null));
  return { items, page, pageSize, total: counted?.n ?? 0 };
}

export async function findOneForTailor(db: Db, tailorId: string, orderId: string) {
  const [row] = await selectWhere(db, tailorId, eq(orders.id, orderId));
  if (!row) return undefined;
  const approvals = await approvalsOf(db, [row]);
  return toTailorOrder(row, approvals.get(row.id) ?? null);
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

function toTailorOrder(
  // The approval's columns are answered as `approval` (approvalsOf), not one by one.
  {
    buyerName,
    measurements,
    approveBy: _approveBy,
    approvedAt: _approvedAt,
    approvedBy: _approvedBy,
    changeRounds: _changeRounds,
    eventId,
    eventName,
    eventSewBy,
    ...row
  }: Row,
  approval: OrderApproval | null,
): TailorOrder {
  const { unit, ...values } = measurements;
  return {
    ...row,
    approval,
    event:
      eventId && eventName && eventSewBy
        ? { id: eventId, name: eventName, sewBy: eventSewBy }
        : null,
    status: row.status as TailorOrder['status'],
    buyerFirstName: buyerName.trim().split(/\s+/)[0] || 'Customer',
    measurements: values,
    unit: unit === 'centimeters' ? 'centimeters' : 'inches',
    delivery: row.delivery as TailorOrder['delivery'],
    acceptBy: iso(row.acceptBy),
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
}

/**
 * Accepts the tailor's pending order, only if it is still pending, visible to her and within its
 * 48 hours at `now`: of two accepts (or an accept and the time-out) exactly one moves it. Answers
 * the order after the change, or undefined when it had moved on.
 */
export async function acceptPending(tx: Db, tailorId: string, orderId: string, now: Date) {
  const [row] = await tx
    .update(orders)
    .set({
      status: 'in_progress',
      stage: 'accepted',
      // The shopper's event date is the delivery the tailor has agreed to.
      estimatedDelivery: sql`coalesce(${orders.estimatedDelivery}, (${orders.neededBy})::date)`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.tailorId, tailorId),
        eq(orders.status, 'pending'),
        visibleToTailor,
        or(isNull(orders.acceptBy), gt(orders.acceptBy, now)),
      ),
    )
    .returning();
  return row;
}

/**
 * Moves the tailor's order in progress to `stage`, only if it still stands at one of `from` (and
 * its delivery kind fits the step): of two taps exactly one moves it. Answers the order after the
 * move, or undefined when it had moved on.
 */
export async function moveStage(
  tx: Db,
  step: {
    tailorId: string;
    orderId: string;
    stage: StepStage;
    from: ProductionStage[];
    photoUrl: string | null;
    dispatch: { courier: string; trackingNote: string } | null;
  },
) {
  const { tailorId, orderId, stage, from, photoUrl, dispatch } = step;
  const kind = sql`coalesce(${orders.delivery}->>'kind', '')`;
  const [row] = await tx
    .update(orders)
    .set({
      stage,
      status: stage === 'delivered' ? 'completed' : 'in_progress',
      ...(photoUrl ? { readyPhotoUrl: photoUrl } : {}),
      // Ready asks the shopper (issue 29): she approves, or 48 hours of silence do.
      ...(stage === 'ready'
        ? {
            approval: 'awaiting' as const,
            approveBy: sql`now() + make_interval(hours => ${APPROVE_WITHIN_HOURS})`,
            approvedAt: null,
            approvedBy: null,
          }
        : {}),
      ...(dispatch ? { courier: dispatch.courier, trackingNote: dispatch.trackingNote } : {}),
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.tailorId, tailorId),
        eq(orders.status, 'in_progress'),
        inArray(orders.stage, from),
        // An order for pickup is never dispatched, and one for delivery never waits for pickup.
        stage === 'dispatched' ? sql`${kind} <> 'pickup'` : undefined,
        stage === 'ready_for_pickup' ? sql`${kind} in ('pickup', '')` : undefined,
        // Approve before dispatch (decision 050): sent only once the shopper, or her silence, approved.
        stage === 'dispatched' || stage === 'ready_for_pickup'
          ? eq(orders.approval, 'approved')
          : undefined,
      ),
    )
    .returning();
  return row;
}

/** One step of an order's timeline. */
export function addOrderEvent(tx: Db, event: typeof orderEvents.$inferInsert) {
  return tx.insert(orderEvents).values(event);
}

/** A delivered order counts towards the tailor's completed orders. */
export function countCompletedOrder(tx: Db, tailorId: string) {
  return tx
    .update(tailors)
    .set({ completedOrders: sql`${tailors.completedOrders} + 1` })
    .where(eq(tailors.id, tailorId));
}

/** Paid orders still waiting at `now` past their acceptBy, oldest deadline first. */
export function overduePending(db: Db, now: Date, limit: number) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.status, 'pending'), eq(orders.paymentState, 'paid'), lte(orders.acceptBy, now)),
    )
    .orderBy(asc(orders.acceptBy))
    .limit(limit);
}
