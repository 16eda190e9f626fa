import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxEntry } from '../../../../shared/schemas/account.ts';

/**
 * What the development message provider "sent", newest first (GET /api/dev/outbox). The API
 * answers 404 once a real SMS or email provider is configured.
 */
export const outboxQueryOptions = () =>
  // Unlike the spec's reads, refreshed on later visits: new codes arrive all the time. Not at
  // once, though: the list the server rendered a moment ago is current, and fetching it again
  // while the page hydrates would only flash "Refreshing..." on a disabled button.
  queryOptions<OutboxEntry[]>({ queryKey: ['/api/dev/outbox'], staleTime: 5_000 });

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}
