import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type {
  ApplicationStatus,
  Page,
  ReviewApplication,
} from '../../../../shared/schemas/admin.ts';

export const APPLICATIONS_PATH = '/api/admin/tailor-applications';

/** The review queue: one status, newest first, a page at a time (admins only). */
export const applicationsQueryOptions = (status: ApplicationStatus, page: number) =>
  queryOptions<Page<ReviewApplication>>({
    queryKey: [APPLICATIONS_PATH, `?status=${status}&page=${page}&pageSize=10`],
    queryFn: async ({ queryKey }) =>
      (await apiRequest('GET', `${queryKey[0]}${queryKey[1]}`)).json(),
  });

export function useApplications(status: ApplicationStatus, page: number) {
  return useQuery({ ...applicationsQueryOptions(status, page), placeholderData: keepPreviousData });
}
