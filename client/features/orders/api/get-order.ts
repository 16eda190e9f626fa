import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '../../../../shared/schemas/checkout.ts';

/**
 * One of the shopper's orders (GET /api/orders/{id}) with its payment, delivery, timeline and
 * receipt; someone else's answers 404 like a missing one.
 */
export const orderQueryOptions = (id: string) =>
  queryOptions<OrderDetail>({ queryKey: ['/api/orders', id] });

export function useOrder(id: string | undefined) {
  return useQuery({ ...orderQueryOptions(id ?? ''), enabled: Boolean(id) });
}
