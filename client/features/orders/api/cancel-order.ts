import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moneyBackWords } from '../../../../shared/payment-split.ts';
import { ordersApi } from '../../../../shared/api/orders.ts';
import type { OrderDetail } from '../../../../shared/schemas/checkout.ts';
import { callApi } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-issues.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { orderQueryOptions } from './get-order.ts';
import { ordersQueryOptions } from './get-orders.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';

export const cancelOrder = (id: string) => callApi(ordersApi.cancel, { params: { id }, body: {} });

/** What the shopper is told once the server has cancelled: whether money comes back. */
export function cancelledMessage(order: OrderDetail): string {
  const payment = order.payment;
  if (payment && (payment.state === 'refund_pending' || payment.state === 'refunded')) {
    // "₦23,500 back to your card through Paystack; ₦15,000 back to your Telo credit"
    return moneyBackWords(payment);
  }
  if (order.credit > 0) {
    return `Nothing was charged for this order; ${moneyBackWords({ card: 0, credit: order.credit })}`;
  }
  return 'Nothing was charged for this order';
}

/**
 * Cancels a pending order (POST /api/orders/{id}/cancel); a paid one is refunded in full. The
 * order and the lists are read again from the server's answer, never guessed.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryOptions(order.id).queryKey, order);
      notifySuccess('Order cancelled', cancelledMessage(order));
      return refetchAfterWrite(queryClient, ordersQueryOptions(order.userId).queryKey);
    },
    onError: (error) => notifyError('Error', errorMessage(error) ?? 'Failed to cancel order'),
  });
}
