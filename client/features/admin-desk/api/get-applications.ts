import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../shared/api/admin.ts';
import { keyOf } from '../../../../shared/api/endpoint.ts';
import type { ApplicationStatus } from '../../../../shared/schemas/admin.ts';
import { callApi } from '../../../lib/api-client.ts';

const PAGE_SIZE = 10;

/** Every page of the review queue: a decision refreshes them all. */
export const applicationsKey = () => keyOf(adminApi.applications, {});

/** The review queue: one status, newest first, a page at a time (admins only). */
export const applicationsQueryOptions = (status: ApplicationStatus, page: number) =>
  queryOptions({
    queryKey: [...applicationsKey(), `?status=${status}&page=${page}&pageSize=${PAGE_SIZE}`],
    queryFn: () => callApi(adminApi.applications, { query: { status, page, pageSize: PAGE_SIZE } }),
  });

export function useApplications(status: ApplicationStatus, page: number) {
  return useQuery({ ...applicationsQueryOptions(status, page), placeholderData: keepPreviousData });
}
