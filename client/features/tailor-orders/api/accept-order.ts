import type { TailorOrder } from '../../../../shared/schemas/tailor-orders.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useUpdateTailorOrder } from './update-tailor-order.ts';

export async function acceptOrder(id: string): Promise<TailorOrder> {
  return (
    await apiRequest('POST', `/api/tailor/orders/${encodeURIComponent(id)}/accept`, {})
  ).json();
}

export const useAcceptOrder = () =>
  useUpdateTailorOrder(acceptOrder, () => [
    'Order accepted',
    'The shopper has been told you are on it',
  ]);
