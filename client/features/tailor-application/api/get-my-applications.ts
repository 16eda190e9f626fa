import { useQuery } from '@tanstack/react-query';
import { tailorApplicationsApi } from '../../../../shared/api/tailor-applications.ts';
import { readOptions } from '../../../lib/api-client.ts';

/** The signed-in applicant's applications and their review. */
export const myApplicationsQueryOptions = () => readOptions(tailorApplicationsApi.mine, {});

export function useMyApplications(signedIn: boolean) {
  return useQuery({ ...myApplicationsQueryOptions(), enabled: signedIn });
}
