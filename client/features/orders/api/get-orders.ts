import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '../../../../shared/schemas/order.ts';

/** The shopper's orders, newest first (GET /api/users/{userId}/orders). */
export const ordersQueryOptions = (userId: string) =>
  queryOptions<Order[]>({ queryKey: ['/api/users', userId, 'orders'] });

export function useOrders(userId: string) {
  return useQuery(ordersQueryOptions(userId));
}
