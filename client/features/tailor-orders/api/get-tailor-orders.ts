import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TailorOrder } from '../../../../shared/schemas/tailor-orders.ts';

/** The signed-in tailor's orders, newest first (GET /api/tailor/orders). */
export const tailorOrdersQueryOptions = () =>
  queryOptions<TailorOrder[]>({ queryKey: ['/api/tailor/orders'] });

export function useTailorOrders() {
  return useQuery(tailorOrdersQueryOptions());
}
