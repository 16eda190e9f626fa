import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersApi } from '../../../../shared/api/orders.ts';
import { callApi } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-issues.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { orderQueryOptions } from './get-order.ts';

export const confirmReceived = (id: string) =>
  callApi(ordersApi.confirmReceived, { params: { id }, body: {} });

/**
 * "I've received it" (POST /api/orders/{id}/received, issue 28): the order's money is released
 * to its tailor; the page shows the server's answer.
 */
export function useConfirmReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReceived,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryOptions(order.id).queryKey, order);
      notifySuccess('Thank you', 'Payment released to the tailor');
    },
    onError: (error) =>
      notifyError('Error', errorMessage(error) ?? 'Could not confirm receiving this order'),
  });
}
