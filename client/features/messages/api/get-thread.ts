import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ThreadDetail } from '../../../../shared/schemas/message.ts';

/** How often an open conversation looks for new messages (paused while the tab is hidden). */
export const THREAD_POLL_MS = 5_000;

export const threadQueryOptions = (threadId: string) =>
  queryOptions<ThreadDetail>({
    queryKey: ['/api/messages', 'threads', encodeURIComponent(threadId)],
  });

export function useThread(threadId: string | undefined, enabled: boolean) {
  return useQuery({
    ...threadQueryOptions(threadId ?? ''),
    enabled: enabled && !!threadId,
    refetchInterval: THREAD_POLL_MS,
  });
}
