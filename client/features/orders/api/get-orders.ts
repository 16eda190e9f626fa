import { useQuery } from '@tanstack/react-query';
import { ordersApi } from '../../../../shared/api/orders.ts';
import { readOptions } from '../../../lib/api-client.ts';
import type { ActingUserId } from '../../../lib/current-user.ts';

/** The shopper's orders, newest first, with their payment state (GET /api/users/{userId}/orders). */
export const ordersQueryOptions = (userId: string) => readOptions(ordersApi.list, { userId });

/** Waits until the shopper is known. */
export function useOrders(userId: ActingUserId) {
  return useQuery({ ...ordersQueryOptions(userId ?? ''), enabled: typeof userId === 'string' });
}
