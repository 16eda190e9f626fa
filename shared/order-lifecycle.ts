/**
 * An order's payment and the steps of its life (issue 13): the states both sides name and the
 * words a shopper reads for them. Zod-free, so the browser takes the words without the schemas
 * (`schemas/checkout.ts` builds its enums from these lists).
 */

export const ORDER_PAYMENT_STATES = [
  'unpaid',
  'paid',
  'refund_pending',
  'refunded',
  'expired',
] as const;
export type OrderPaymentState = (typeof ORDER_PAYMENT_STATES)[number];

export const orderPaymentStateLabels = {
  unpaid: 'Awaiting payment',
  paid: 'Paid',
  refund_pending: 'Refund pending',
  refunded: 'Refunded',
  expired: 'Payment expired',
} as const satisfies Record<OrderPaymentState, string>;

/**
 * The tailor's side of a paid order (issue 14): accepted, then one step at a time to delivered.
 * After `ready` the outfit is either sent (`dispatched`) or collected (`ready_for_pickup`).
 * The spec's status stays what shoppers see: every stage but delivered is `in_progress`,
 * delivered is `completed`, a declined or timed-out order `cancelled`.
 */
export const PRODUCTION_STAGES = [
  'accepted',
  'cutting',
  'sewing',
  'ready',
  'dispatched',
  'ready_for_pickup',
  'delivered',
] as const;
export type ProductionStage = (typeof PRODUCTION_STAGES)[number];

/** The steps a tailor may take from each stage: one tap each, never backwards or skipping. */
export const NEXT_STAGES = {
  accepted: ['cutting'],
  cutting: ['sewing'],
  sewing: ['ready'],
  ready: ['dispatched', 'ready_for_pickup'],
  dispatched: ['delivered'],
  ready_for_pickup: ['delivered'],
  delivered: [],
} as const satisfies Record<ProductionStage, readonly ProductionStage[]>;

/** The stages reached by a step after accepting (the accept itself has its own call). */
export type StepStage = Exclude<ProductionStage, 'accepted'>;

/** What the tailor's button says for each step, and what a stage reads as in the inbox. */
export const stageLabels = {
  accepted: 'Accepted',
  cutting: 'Cutting',
  sewing: 'Sewing',
  ready: 'Ready',
  dispatched: 'Dispatched',
  ready_for_pickup: 'Ready for pickup',
  delivered: 'Delivered',
} as const satisfies Record<ProductionStage, string>;

/** A paid order not accepted within this many hours is declined and refunded in full. */
export const ACCEPT_WITHIN_HOURS = 48;

/** In the order they happen (the timeline sorts events of one moment by this). */
export const TIMELINE_EVENTS = [
  'placed',
  'paid',
  // Aso-ebi (issue 32): a guest's paid order, held until its event locks, goes to its tailor.
  'event_locked',
  'payment_failed',
  'expired',
  'accepted',
  'cutting',
  'sewing',
  'ready',
  // Approve before dispatch (issue 29): between ready and its sending.
  'change_requested',
  'change_reply',
  'approved',
  'dispatched',
  'ready_for_pickup',
  'delivered',
  'cancelled',
  'declined',
  'acceptance_expired',
  'refund_requested',
  'refunded',
] as const;
export type TimelineEventKind = (typeof TIMELINE_EVENTS)[number];

export const timelineEventLabels = {
  placed: 'Order placed',
  paid: 'Payment received',
  event_locked: 'Aso-ebi locked: sent to your tailor',
  payment_failed: 'Payment not completed',
  expired: 'Expired unpaid',
  accepted: 'Accepted by your tailor',
  cutting: 'Fabric being cut',
  sewing: 'Being sewn',
  ready: 'Outfit ready',
  change_requested: 'Change asked for',
  change_reply: 'Tailor replied about the change',
  approved: 'Photo approved',
  dispatched: 'Dispatched',
  ready_for_pickup: 'Ready for pickup',
  delivered: 'Delivered',
  cancelled: 'Order cancelled',
  declined: 'Declined by the tailor',
  acceptance_expired: 'Not accepted within 48 hours',
  refund_requested: 'Refund requested',
  refunded: 'Refunded',
} as const satisfies Record<TimelineEventKind, string>;

/** An order's number as people read it: "#" and the first 8 characters of its id (spec §9). */
export const orderNumber = (orderId: string) => `#${orderId.slice(0, 8)}`;
