import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderListItem } from '../../../../shared/schemas/checkout.ts';
import type { ActingUserId } from '../../../lib/current-user.ts';

/** The shopper's orders, newest first, with their payment state (GET /api/users/{userId}/orders). */
export const ordersQueryOptions = (userId: string) =>
  queryOptions<OrderListItem[]>({ queryKey: ['/api/users', userId, 'orders'] });

/** Waits until the shopper is known. */
export function useOrders(userId: ActingUserId) {
  return useQuery({ ...ordersQueryOptions(userId ?? ''), enabled: typeof userId === 'string' });
}
