import { queryOptions, useQuery } from '@tanstack/react-query';
import { messagesApi } from '../../../../shared/api/messages.ts';
import { callApi } from '../../../lib/api-client.ts';
import { messagesKey } from './messages-key.ts';

/** How often an open conversation looks for new messages (paused while the tab is hidden). */
export const THREAD_POLL_MS = 5_000;

export const threadQueryOptions = (threadId: string) =>
  queryOptions({
    queryKey: messagesKey(messagesApi.thread, { threadId }),
    queryFn: () => callApi(messagesApi.thread, { params: { threadId } }),
  });

export function useThread(threadId: string | undefined, enabled: boolean) {
  return useQuery({
    ...threadQueryOptions(threadId ?? ''),
    enabled: enabled && !!threadId,
    refetchInterval: THREAD_POLL_MS,
  });
}
