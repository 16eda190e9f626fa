import { queryOptions, useQuery } from '@tanstack/react-query';
import { messagesApi } from '../../../../shared/api/messages.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { ActingUserId } from '../../../lib/current-user.ts';
import { messagesKey } from './messages-key.ts';

/** How often the header asks for unread messages; TanStack pauses it while the tab is hidden. */
export const UNREAD_POLL_MS = 20_000;

export const unreadQueryOptions = () =>
  queryOptions({
    queryKey: messagesKey(messagesApi.unread, {}),
    queryFn: () => callApi(messagesApi.unread),
  });

/** Unread messages of the acting user, polled once someone is known (after hydration). */
export function useUnreadMessages(userId: ActingUserId) {
  return useQuery({
    ...unreadQueryOptions(),
    enabled: typeof userId === 'string',
    refetchInterval: UNREAD_POLL_MS,
  });
}
