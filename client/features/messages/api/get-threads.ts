import { queryOptions, useQuery } from '@tanstack/react-query';
import { messagesApi } from '../../../../shared/api/messages.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { ActingUserId } from '../../../lib/current-user.ts';
import { messagesKey } from './messages-key.ts';
import { usePolling } from '../../../lib/data-light.tsx';

export const threadsQueryOptions = () =>
  queryOptions({
    queryKey: messagesKey(messagesApi.threads, {}),
    queryFn: () => callApi(messagesApi.threads),
  });

/** The acting user's conversations, most recent first; refreshed as the unread count is. */
export function useThreads(userId: ActingUserId) {
  // In data-light mode, only when the shopper asks (decision 058).
  const polling = usePolling(20_000);
  return useQuery({
    ...threadsQueryOptions(),
    enabled: typeof userId === 'string',
    refetchInterval: polling,
  });
}
