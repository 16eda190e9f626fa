import type { OrderStatus } from '../../../../shared/catalog.ts';
import { orderStatusLabels, orderStatuses } from '../../../../shared/catalog.ts';
import type { Order } from '../../../../shared/schemas/order.ts';
import { orderNumber } from '../../../../shared/order-lifecycle.ts';

export type StatusFilter = OrderStatus | 'all';

/** The filter's choices in spec order: All Orders, Pending, In Progress, Completed, Cancelled. */
export const statusFilterOptions: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Orders' },
  ...orderStatuses.map((s) => ({ value: s, label: orderStatusLabels[s] })),
];

export function isStatusFilter(value: string): value is StatusFilter {
  return statusFilterOptions.some((o) => o.value === value);
}

export function filterOrders<T extends Order>(orders: readonly T[], filter: StatusFilter): T[] {
  return filter === 'all' ? [...orders] : orders.filter((o) => o.status === filter);
}

export function countByStatus(orders: readonly Order[]): Record<OrderStatus, number> {
  const counts: Record<OrderStatus, number> = {
    pending: 0,
    in_progress: 0,
    completed: 0,
    cancelled: 0,
  };
  for (const order of orders) counts[order.status] += 1;
  return counts;
}

/** "Order #1a2b3c4d" (spec §9). */
export const shortOrderNumber = (id: string) => `Order ${orderNumber(id)}`;
