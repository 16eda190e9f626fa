import { stageLabels } from '../../../../shared/order-lifecycle.ts';
import type { TailorOrder } from '../../../../shared/schemas/tailor-orders.ts';

/** The reason the 48-hour rule gives (server: tailor-orders.service.ts). */
const TIMED_OUT_REASON = 'Not accepted within 48 hours';

/**
 * Where the order stands, as the tailor's badge reads it. A finished order shows how it ended:
 * Delivered, Collected (a pickup), Completed (from before the stages), Declined, Not accepted in
 * time, or Cancelled (by the shopper).
 */
export function orderStateLabel(order: TailorOrder): string {
  if (order.status === 'pending') return 'Waiting for you';
  if (order.status === 'cancelled') {
    if (order.declineReason === TIMED_OUT_REASON) return 'Not accepted in time';
    return order.declineReason ? 'Declined' : 'Cancelled';
  }
  if (order.status === 'completed') {
    if (order.stage !== 'delivered') return 'Completed';
    return order.delivery?.kind === 'pickup' ? 'Collected' : 'Delivered';
  }
  return stageLabels[order.stage ?? 'accepted'];
}

/** The delivery line of the inbox and the cutting sheet. */
export function deliveryLine(delivery: TailorOrder['delivery']): string {
  if (!delivery) return 'Delivery to be arranged with the shopper';
  if (delivery.kind === 'pickup') return `Pickup from your workshop in ${delivery.city}`;
  const a = delivery.address;
  return `Deliver to ${a.name}, ${a.street}, ${a.city}, ${a.state} · ${a.phone}`;
}

/** The inbox's open groups: orders to answer and orders being made (finished ones are paged). */
export function groupOrders(orders: TailorOrder[]) {
  return {
    waiting: orders.filter((o) => o.status === 'pending'),
    making: orders.filter((o) => o.status === 'in_progress'),
  };
}
