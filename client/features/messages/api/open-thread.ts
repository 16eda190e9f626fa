import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messagesApi } from '../../../../shared/api/messages.ts';
import { paths } from '../../../config/paths.ts';
import { callApi } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-issues.ts';
import { notifyError } from '../../../lib/notify.ts';
import { threadQueryOptions } from './get-thread.ts';

/** Where a conversation starts: an order (Contact Tailor) or a tailor before ordering. */
export type ThreadTarget =
  { kind: 'order'; orderId: string } | { kind: 'tailor'; tailorId: string };

export const openThread = (target: ThreadTarget) =>
  target.kind === 'order'
    ? callApi(messagesApi.openForOrder, { params: { orderId: target.orderId }, body: {} })
    : callApi(messagesApi.openWithTailor, { params: { tailorId: target.tailorId }, body: {} });

/** Opens (or makes) the conversation and goes to it. */
export function useOpenThread() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: openThread,
    onSuccess: async (thread) => {
      queryClient.setQueryData(threadQueryOptions(thread.id).queryKey, thread);
      await navigate(paths.messageThread(thread.id));
    },
    onError: (error) =>
      notifyError('Could not open the conversation', errorMessage(error) ?? 'Please try again'),
  });
}
