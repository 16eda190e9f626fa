import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Page } from '../../../../shared/schemas/admin.ts';

/** The desk's other lists: GET {path}?page=&pageSize=, newest first (admins only). */
export const adminListQueryOptions = <T>(path: string, page: number) =>
  queryOptions<Page<T>>({
    queryKey: [path, `?page=${page}&pageSize=20`],
    queryFn: async ({ queryKey }) =>
      (await apiRequest('GET', `${queryKey[0]}${queryKey[1]}`)).json(),
  });

export function useAdminList<T>(path: string, page: number) {
  return useQuery({ ...adminListQueryOptions<T>(path, page), placeholderData: keepPreviousData });
}
