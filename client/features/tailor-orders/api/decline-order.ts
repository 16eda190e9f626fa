import { formatNairaExact } from '../../../../shared/money.ts';
import { tailorOrdersApi } from '../../../../shared/api/tailor-orders.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useUpdateTailorOrder } from './update-tailor-order.ts';

export const declineOrder = ({ id, reason }: { id: string; reason: string }) =>
  callApi(tailorOrdersApi.decline, { params: { id }, body: { reason } });

/** Declining refunds the shopper in full: the toast says so. */
export const useDeclineOrder = () =>
  useUpdateTailorOrder(declineOrder, (order) => [
    'Order declined',
    order.paymentState === 'refund_pending' || order.paymentState === 'refunded'
      ? `The shopper is refunded ${formatNairaExact(order.totalAmount)} in full`
      : 'The shopper has been told',
  ]);
