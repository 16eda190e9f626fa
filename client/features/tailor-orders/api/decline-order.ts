import { formatNairaExact } from '../../../../shared/money.ts';
import type { TailorOrder } from '../../../../shared/schemas/tailor-orders.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useUpdateTailorOrder } from './update-tailor-order.ts';

export async function declineOrder({
  id,
  reason,
}: {
  id: string;
  reason: string;
}): Promise<TailorOrder> {
  return (
    await apiRequest('POST', `/api/tailor/orders/${encodeURIComponent(id)}/decline`, { reason })
  ).json();
}

/** Declining refunds the shopper in full: the toast says so. */
export const useDeclineOrder = () =>
  useUpdateTailorOrder(declineOrder, (order) => [
    'Order declined',
    order.paymentState === 'refund_pending' || order.paymentState === 'refunded'
      ? `The shopper is refunded ${formatNairaExact(order.totalAmount)} in full`
      : 'The shopper has been told',
  ]);
