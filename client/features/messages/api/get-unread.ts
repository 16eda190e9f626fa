import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '../../../../shared/schemas/message.ts';
import type { ActingUserId } from '../../../lib/current-user.ts';

/** How often the header asks for unread messages; TanStack pauses it while the tab is hidden. */
export const UNREAD_POLL_MS = 20_000;

export const unreadQueryOptions = () =>
  queryOptions<UnreadCount & { asShopper: number; asTailor: number }>({
    queryKey: ['/api/messages', 'unread'],
  });

/** Unread messages of the acting user, polled once someone is known (after hydration). */
export function useUnreadMessages(userId: ActingUserId) {
  return useQuery({
    ...unreadQueryOptions(),
    enabled: typeof userId === 'string',
    refetchInterval: UNREAD_POLL_MS,
  });
}
