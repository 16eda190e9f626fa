/**
 * Every seeded order as the tailor's workspace and the shopper's timeline know orders (issue 29):
 * a stage that fits its status (decision 026), the timeline's events from placed to where it
 * stands, and what the steps leave on the order (the ready photo, the courier). A seeded order
 * in progress stands at a stage with a next step, so its tailor can carry on where it stopped;
 * a completed one was delivered (never "Accepted").
 *
 * Money: seeded orders were paid before Telo took payments (no checkout), so none of them has
 * money in the ledger — no escrow to release, no advance when cutting starts (it would take 0
 * from an empty escrow, and posts nothing), and no payout (decision 048: payouts send what the
 * ledger holds for a tailor). The seed writes no ledger rows.
 */
import type { NewOrder } from '../../../test/factories.ts';
import type { orderEvents } from '../schema/index.ts';
import { NEXT_STAGES, type ProductionStage } from '../../../shared/order-lifecycle.ts';
import { seedDigits, seedUuid } from './seed-helpers.ts';

export type NewOrderEvent = typeof orderEvents.$inferInsert;

/** The steps from accepted to `stage`, as a delivered order takes them (dispatched, not pickup). */
const PATH: ProductionStage[] = [
  'accepted',
  'cutting',
  'sewing',
  'ready',
  'dispatched',
  'delivered',
];

const couriers = ['GIG Logistics', 'Kwik Delivery', 'DHL Express'];

/** The stages an order of this status stands at; null for pending and cancelled ones. */
export function seededStage(order: Pick<NewOrder, 'status' | 'stage'>): ProductionStage | null {
  if (order.status === 'completed') return 'delivered';
  if (order.status === 'in_progress') return order.stage ?? 'accepted';
  return null;
}

/**
 * The order with its stage and what its steps left on it, and its timeline: placed when it was
 * created, each step after it spread evenly up to its last change (`updatedAt`), the last step
 * exactly then.
 */
export function withLifecycle(order: NewOrder, readyPhotoUrl: string) {
  const stage = seededStage(order);
  if (order.status === 'in_progress' && (!stage || NEXT_STAGES[stage].length === 0)) {
    throw new Error(`Seeded order ${order.id} in progress has no next step (stage ${stage})`);
  }
  const placedAt = new Date(order.createdAt!);
  const lastAt = new Date(order.updatedAt ?? order.createdAt!);
  const steps: { kind: string; note?: string | null; photoUrl?: string | null }[] = [];
  const reached = stage ? PATH.slice(0, PATH.indexOf(stage) + 1) : [];
  const n = Number(seedDigits(`courier:${order.id}`, 2));
  const courier = reached.includes('dispatched') ? couriers[n % couriers.length]! : null;
  const trackingNote = courier ? `Waybill ${seedDigits(`waybill:${order.id}`, 10)}` : null;
  for (const kind of reached) {
    steps.push({
      kind,
      note: kind === 'dispatched' ? `${courier}: ${trackingNote}` : null,
      photoUrl: kind === 'ready' ? readyPhotoUrl : null,
    });
  }
  if (order.status === 'cancelled') steps.push({ kind: 'cancelled' });
  const span = lastAt.getTime() - placedAt.getTime();
  const events: NewOrderEvent[] = [
    {
      id: seedUuid(`order-event:${order.id}:placed`),
      orderId: order.id!,
      kind: 'placed',
      at: placedAt,
    },
    ...steps.map((step, i) => ({
      id: seedUuid(`order-event:${order.id}:${step.kind}`),
      orderId: order.id!,
      kind: step.kind,
      at: new Date(placedAt.getTime() + Math.round((span * (i + 1)) / steps.length)),
      note: step.note ?? null,
      photoUrl: step.photoUrl ?? null,
    })),
  ];
  return {
    order: {
      ...order,
      stage,
      readyPhotoUrl: reached.includes('ready') ? readyPhotoUrl : null,
      courier,
      trackingNote,
    },
    events,
  };
}
