import { queryOptions, useQuery } from '@tanstack/react-query';
import { messagesApi } from '../../../../shared/api/messages.ts';
import { callApi } from '../../../lib/api-client.ts';
import { messagesKey } from './messages-key.ts';
import { usePolling } from '../../../lib/data-light.tsx';

/** How often an open conversation looks for new messages (paused while the tab is hidden). */
export const THREAD_POLL_MS = 5_000;

export const threadQueryOptions = (threadId: string) =>
  queryOptions({
    queryKey: messagesKey(messagesApi.thread, { threadId }),
    queryFn: () => callApi(messagesApi.thread, { params: { threadId } }),
  });

export function useThread(threadId: string | undefined, enabled: boolean) {
  // In data-light mode, only when the shopper asks (decision 058).
  const polling = usePolling(THREAD_POLL_MS);
  return useQuery({
    ...threadQueryOptions(threadId ?? ''),
    enabled: enabled && !!threadId,
    refetchInterval: polling,
  });
}
