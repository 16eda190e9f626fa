import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, SendMessage, ThreadDetail } from '../../../../shared/schemas/message.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { threadQueryOptions } from './get-thread.ts';

export async function sendMessage(threadId: string, message: SendMessage): Promise<ChatMessage> {
  const url = `/api/messages/threads/${encodeURIComponent(threadId)}/messages`;
  return (await apiRequest('POST', url, message)).json();
}

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
      void queryClient.invalidateQueries({ queryKey: ['/api/messages', 'threads'], exact: true });
    },
  });
}
