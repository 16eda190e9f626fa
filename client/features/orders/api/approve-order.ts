import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersApi } from '../../../../shared/api/orders.ts';
import type { ChangeRequestBody } from '../../../../shared/schemas/order-approval.ts';
import { callApi } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-issues.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { orderQueryOptions } from './get-order.ts';

export const approveOrder = (id: string) =>
  callApi(ordersApi.approve, { params: { id }, body: {} });

export const askForChange = ({ id, body }: { id: string; body: ChangeRequestBody }) =>
  callApi(ordersApi.changeRequest, { params: { id }, body });

/**
 * "Looks right" (POST /api/orders/{id}/approve, issue 29): the tailor may now send the outfit.
 * The page shows the server's answer; a refusal (409) is toasted in its own words.
 */
export function useApproveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryOptions(order.id).queryKey, order);
      notifySuccess('Approved', 'Your tailor has been told to send it');
    },
    onError: (error) => notifyError('Error', errorMessage(error) ?? 'Could not approve this order'),
  });
}

/** "Ask for a change" (POST /api/orders/{id}/change-request): a note and photos to the tailor. */
export function useAskForChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askForChange,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryOptions(order.id).queryKey, order);
      notifySuccess('Change asked for', 'Your tailor has been told');
    },
  });
}
