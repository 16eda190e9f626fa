import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyApplication } from '../../../../shared/schemas/admin.ts';

/** The signed-in applicant's applications and their review (GET /api/tailor-applications/mine). */
export const myApplicationsQueryOptions = () =>
  queryOptions<MyApplication[]>({ queryKey: ['/api/tailor-applications/mine'] });

export function useMyApplications(signedIn: boolean) {
  return useQuery({ ...myApplicationsQueryOptions(), enabled: signedIn });
}
