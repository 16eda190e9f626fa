import { queryOptions, useQuery } from '@tanstack/react-query';
import { messagesApi } from '../../../../shared/api/messages.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { ActingUserId } from '../../../lib/current-user.ts';
import { messagesKey } from './messages-key.ts';
import { usePolling } from '../../../lib/data-light.tsx';

/** How often the header asks for unread messages; TanStack pauses it while the tab is hidden. */
export const UNREAD_POLL_MS = 20_000;

export const unreadQueryOptions = () =>
  queryOptions({
    queryKey: messagesKey(messagesApi.unread, {}),
    queryFn: () => callApi(messagesApi.unread),
  });

/** Unread messages of the acting user, polled once someone is known (after hydration). */
export function useUnreadMessages(userId: ActingUserId) {
  // In data-light mode, only when the shopper asks (decision 058).
  const polling = usePolling(UNREAD_POLL_MS);
  return useQuery({
    ...unreadQueryOptions(),
    enabled: typeof userId === 'string',
    refetchInterval: polling,
  });
}
