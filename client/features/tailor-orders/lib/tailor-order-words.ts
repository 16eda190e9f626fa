import { stageLabels } from '../../../../shared/order-lifecycle.ts';
import type { TailorOrder } from '../../../../shared/schemas/tailor-orders.ts';

/** Where the order stands, as the tailor's badge reads it. */
export function orderStateLabel(order: TailorOrder): string {
  if (order.status === 'pending') return 'Waiting for you';
  if (order.status === 'cancelled') return order.declineReason ? 'Declined' : 'Cancelled';
  return stageLabels[order.stage ?? 'accepted'];
}

/** The delivery line of the inbox and the cutting sheet. */
export function deliveryLine(delivery: TailorOrder['delivery']): string {
  if (!delivery) return 'Delivery to be arranged with the shopper';
  if (delivery.kind === 'pickup') return `Pickup from your workshop in ${delivery.city}`;
  const a = delivery.address;
  return `Deliver to ${a.name}, ${a.street}, ${a.city}, ${a.state} · ${a.phone}`;
}

/** The inbox's three groups: orders to answer, orders being made, and orders that are done. */
export function groupOrders(orders: TailorOrder[]) {
  return {
    waiting: orders.filter((o) => o.status === 'pending'),
    making: orders.filter((o) => o.status === 'in_progress'),
    done: orders.filter((o) => o.status === 'completed' || o.status === 'cancelled'),
  };
}
