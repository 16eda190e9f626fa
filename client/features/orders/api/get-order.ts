import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '../../../../shared/schemas/order.ts';

/** One of the shopper's orders (GET /api/orders/{id}); someone else's answers 404 like a missing one. */
export const orderQueryOptions = (id: string) =>
  queryOptions<Order>({ queryKey: ['/api/orders', id] });

export function useOrder(id: string | undefined) {
  return useQuery({ ...orderQueryOptions(id ?? ''), enabled: Boolean(id) });
}
