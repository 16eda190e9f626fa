import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  TIMELINE_EVENTS,
  type orderDetailSchema,
  type TimelineEventKind,
} from '../../../shared/schemas/checkout.ts';
import { fromKobo, toKobo } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import { checkouts, orderEvents, orders, payments, refunds } from '../../db/schema/index.ts';
import type { OrderRow } from './orders.repository.ts';
import { approvalsOf, progressOf } from './approvals.repository.ts';
import { revisedEstimate } from '../../../shared/order-estimate.ts';
import { trackingUrl } from '../../../shared/courier-tracking.ts';
import type { ProductionStage } from '../../../shared/order-lifecycle.ts';

/** Where its money stands (`release`) is added by the route, from the ledger. */
type OrderDetail = Omit<z.input<typeof orderDetailSchema>, 'release'>;

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/**
 * GET /api/orders/:id: the spec's fields unchanged, plus what checkout added (issue 13): the
 * needed-by date, delivery, payment, the timeline and, once paid, the receipt.
 */
export async function withCheckoutDetails(
  db: Db,
  order: OrderRow,
  now = new Date(),
): Promise<OrderDetail> {
  const [extra] = await db
    .select({
      checkoutId: orders.checkoutId,
      neededBy: orders.neededBy,
      rush: orders.rush,
      delivery: orders.delivery,
      quantity: orders.quantity,
      basePrice: orders.basePrice,
      rushSurcharge: orders.rushSurcharge,
      deliveryFee: orders.deliveryFee,
      paidByReference: orders.paidByReference,
    })
    .from(orders)
    .where(eq(orders.id, order.id));
  const events = await db
    .select({
      kind: orderEvents.kind,
      at: orderEvents.at,
      note: orderEvents.note,
      photoUrl: orderEvents.photoUrl,
    })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, order.id))
    .orderBy(asc(orderEvents.at));
  // Events written by one statement share a time: then they follow the lifecycle's order.
  const rank = (kind: string) => TIMELINE_EVENTS.indexOf(kind as TimelineEventKind);
  const timeline =
    events.length > 0
      ? events
          .sort((a, b) => +new Date(a.at) - +new Date(b.at) || rank(a.kind) - rank(b.kind))
          .map((e) => ({
            kind: e.kind as TimelineEventKind,
            at: iso(e.at)!,
            ...(e.note ? { note: e.note } : {}),
            ...(e.photoUrl ? { photoUrl: e.photoUrl } : {}),
          }))
      : [{ kind: 'placed' as const, at: iso(order.createdAt)! }];
  // Where it stands (issue 29): the stage, its photo and courier, the workshop, the approval.
  const progress = await progressOf(db, order.id);
  const stage = (progress?.stage ?? null) as ProductionStage | null;
  const approvals = progress ? await approvalsOf(db, [progress]) : new Map();
  const delivery = (extra?.delivery ?? null) as OrderDetail['delivery'];
  const base = {
    ...order,
    neededBy: extra?.neededBy ?? null,
    rush: extra?.rush ?? false,
    // Written from a validated address (place-checkout.ts), so its state is one of ours.
    delivery,
    stage,
    estimate: revisedEstimate(
      {
        status: order.status,
        stage,
        neededBy: extra?.neededBy ?? null,
        estimatedDelivery: iso(order.estimatedDelivery),
      },
      now,
    ),
    readyPhotoUrl: progress?.readyPhotoUrl ?? null,
    tracking:
      progress?.courier && progress.trackingNote
        ? {
            courier: progress.courier,
            note: progress.trackingNote,
            url: trackingUrl(progress.courier, progress.trackingNote),
          }
        : null,
    workshop:
      delivery?.kind === 'pickup' && progress
        ? {
            businessName: order.tailor.businessName,
            city: delivery.city,
            ...progress.workshop,
          }
        : null,
    approval: approvals.get(order.id) ?? null,
    timeline,
  };
  if (!extra?.checkoutId) return { ...base, payment: null, receipt: null };

  const [checkout] = await db.select().from(checkouts).where(eq(checkouts.id, extra.checkoutId));
  const attempts = await db
    .select()
    .from(payments)
    .where(eq(payments.checkoutId, extra.checkoutId))
    .orderBy(desc(payments.createdAt));
  // The payment that paid this order (issue 28), else (older rows) the checkout's first success.
  const paidBy =
    attempts.find((a) => a.reference === extra.paidByReference) ??
    attempts.find((a) => a.state === 'success');
  const latest = paidBy ?? attempts[0];
  const [refund] = await db.select().from(refunds).where(eq(refunds.orderId, order.id));
  // The split (issue 28): Telo credit it used, and what Paystack took for the rest.
  const credit = order.credit;
  const card = fromKobo(toKobo(order.totalAmount) - toKobo(credit));
  const payment = latest
    ? {
        reference: latest.reference,
        state: order.paymentState,
        amount: order.totalAmount,
        card,
        credit,
        currency: 'NGN' as const,
        provider: 'paystack' as const,
        channel: paidBy?.channel ?? null,
        paidAt: iso(paidBy?.paidAt),
        refundedAt: iso(refund?.processedAt),
        expiresAt: order.paymentState === 'unpaid' ? iso(checkout?.expiresAt) : null,
      }
    : null;
  const wasPaid = paidBy && order.paymentState !== 'unpaid' && order.paymentState !== 'expired';
  const lines = [
    {
      label: `${order.product.name}${extra.quantity > 1 ? ` × ${extra.quantity}` : ''}`,
      amount: extra.basePrice ?? order.totalAmount,
    },
    ...(extra.rushSurcharge > 0 ? [{ label: 'Rush surcharge', amount: extra.rushSurcharge }] : []),
    {
      label:
        extra.delivery?.kind === 'delivery'
          ? `Delivery to ${extra.delivery.address.state}`
          : 'Pickup from the tailor',
      amount: extra.deliveryFee,
    },
  ];
  const receipt = wasPaid
    ? {
        reference: paidBy.reference,
        paidAt: iso(paidBy.paidAt)!,
        lines,
        total: order.totalAmount,
        card,
        credit,
        channel: paidBy.channel,
        currency: 'NGN' as const,
      }
    : null;
  return { ...base, payment, receipt };
}
