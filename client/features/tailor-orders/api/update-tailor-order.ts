import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TailorOrder } from '../../../../shared/schemas/tailor-orders.ts';
import { errorMessage } from '../../../lib/api-issues.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { finishedOrdersKey } from './get-finished-orders.ts';
import { tailorOrdersQueryOptions } from './get-tailor-orders.ts';

/**
 * A change to one order (accept, decline, a stage): the server's answer replaces the order in
 * the inbox at once, and its words are toasted; a refusal (a 409 saying why) is toasted as is.
 * An order the change finished (delivered, declined) leaves the open list for the Finished pages.
 */
export function useUpdateTailorOrder<Input>(
  send: (input: Input) => Promise<TailorOrder>,
  success: (order: TailorOrder) => [title: string, description?: string],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (order) => {
      const finished = order.status === 'completed' || order.status === 'cancelled';
      queryClient.setQueryData(tailorOrdersQueryOptions().queryKey, (list) =>
        finished
          ? list?.filter((o) => o.id !== order.id)
          : list?.map((o) => (o.id === order.id ? order : o)),
      );
      if (finished) void queryClient.invalidateQueries({ queryKey: finishedOrdersKey });
      notifySuccess(...success(order));
    },
    onError: (error) => notifyError('Error', errorMessage(error) ?? 'Failed to update the order'),
  });
}
