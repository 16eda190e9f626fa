import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ThreadSummary } from '../../../../shared/schemas/message.ts';
import type { ActingUserId } from '../../../lib/current-user.ts';

export const threadsQueryOptions = () =>
  queryOptions<ThreadSummary[]>({ queryKey: ['/api/messages', 'threads'] });

/** The acting user's conversations, most recent first; refreshed as the unread count is. */
export function useThreads(userId: ActingUserId) {
  return useQuery({
    ...threadsQueryOptions(),
    enabled: typeof userId === 'string',
    refetchInterval: 20_000,
  });
}
