import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountApi } from '../../../../shared/api/account.ts';
import { readOptions } from '../../../lib/api-client.ts';

/**
 * What the development message provider "sent", newest first (GET /api/dev/outbox). The API
 * answers 404 once a real SMS or email provider is configured.
 */
export const outboxQueryOptions = () =>
  // Unlike the spec's reads, refreshed on later visits: new codes arrive all the time. Not at
  // once, though: the list the server rendered a moment ago is current, and fetching it again
  // while the page hydrates would only flash "Refreshing..." on a disabled button.
  queryOptions({ ...readOptions(accountApi.outbox, {}), staleTime: 5_000 });

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}
