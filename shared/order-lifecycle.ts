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

/** In the order they happen (the timeline sorts events of one moment by this). */
export const TIMELINE_EVENTS = [
  'placed',
  'paid',
  'payment_failed',
  'expired',
  'cancelled',
  'refund_requested',
  'refunded',
] as const;
export type TimelineEventKind = (typeof TIMELINE_EVENTS)[number];

export const timelineEventLabels = {
  placed: 'Order placed',
  paid: 'Payment received',
  payment_failed: 'Payment not completed',
  expired: 'Expired unpaid',
  cancelled: 'Order cancelled',
  refund_requested: 'Refund requested',
  refunded: 'Refunded',
} as const satisfies Record<TimelineEventKind, string>;
