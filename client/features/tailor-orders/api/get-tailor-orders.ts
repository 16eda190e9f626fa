import { useQuery } from '@tanstack/react-query';
import { tailorOrdersApi } from '../../../../shared/api/tailor-orders.ts';
import { readOptions } from '../../../lib/api-client.ts';

/** The signed-in tailor's orders, newest first (GET /api/tailor/orders). */
export const tailorOrdersQueryOptions = () => readOptions(tailorOrdersApi.list, {});

export function useTailorOrders() {
  return useQuery(tailorOrdersQueryOptions());
}
