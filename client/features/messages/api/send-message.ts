import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesApi } from '../../../../shared/api/messages.ts';
import type { SendMessage, ThreadDetail } from '../../../../shared/schemas/message.ts';
import { callApi } from '../../../lib/api-client.ts';
import { threadsQueryOptions } from './get-threads.ts';
import { threadQueryOptions } from './get-thread.ts';

export const sendMessage = (threadId: string, message: SendMessage) =>
  callApi(messagesApi.send, { params: { threadId }, body: message });

/** Sends a message; the thread shows the server's stored message, never a guess. */
export function useSendMessage(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: SendMessage) => sendMessage(threadId, message),
    onSuccess: (message) => {
      queryClient.setQueryData<ThreadDetail>(threadQueryOptions(threadId).queryKey, (thread) =>
        thread && !thread.messages.some((m) => m.id === message.id)
          ? { ...thread, messages: [...thread.messages, message] }
          : thread,
      );
      void queryClient.invalidateQueries({
        queryKey: threadsQueryOptions().queryKey,
        exact: true,
      });
    },
  });
}
