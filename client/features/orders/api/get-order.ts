import { useQuery } from '@tanstack/react-query';
import { ordersApi } from '../../../../shared/api/orders.ts';
import { readOptions } from '../../../lib/api-client.ts';

/**
 * One of the shopper's orders (GET /api/orders/{id}) with its payment, delivery, timeline and
 * receipt; someone else's answers 404 like a missing one.
 */
export const orderQueryOptions = (id: string) => readOptions(ordersApi.detail, { id });

export function useOrder(id: string | undefined) {
  return useQuery({ ...orderQueryOptions(id ?? ''), enabled: Boolean(id) });
}
