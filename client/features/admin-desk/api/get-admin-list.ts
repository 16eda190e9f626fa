import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { adminApi } from '../../../../shared/api/admin.ts';
import type { needsAttentionApi } from '../../../../shared/api/needs-attention.ts';
import { keyOf, type ResponseOf } from '../../../../shared/api/endpoint.ts';
import { callApi } from '../../../lib/api-client.ts';

const PAGE_SIZE = 20;

/** The desk's lists beside the review queue, each newest first, a page at a time. */
export type AdminList =
  | typeof adminApi.tailors
  | typeof adminApi.orders
  | typeof adminApi.contactMessages
  | typeof needsAttentionApi.failedRefunds;

/** One page of a list (admins only); the key keeps the page as its last segment. */
export const adminListQueryOptions = <E extends AdminList>(endpoint: E, page: number) =>
  queryOptions({
    queryKey: [...keyOf<AdminList>(endpoint, {}), `?page=${page}&pageSize=${PAGE_SIZE}`],
    queryFn: () =>
      callApi<AdminList>(endpoint, { query: { page, pageSize: PAGE_SIZE } }) as Promise<
        ResponseOf<E>
      >,
  });

export function useAdminList<E extends AdminList>(endpoint: E, page: number) {
  return useQuery({ ...adminListQueryOptions(endpoint, page), placeholderData: keepPreviousData });
}
