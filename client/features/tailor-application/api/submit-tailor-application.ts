import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTailorApplication } from '../../../../shared/schemas/tailor-application.ts';
import { tailorApplicationsApi } from '../../../../shared/api/tailor-applications.ts';
import { callApi } from '../../../lib/api-client.ts';
import { refreshMeIfNobody } from '../../../lib/current-user.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';
import { myApplicationsQueryOptions } from './get-my-applications.ts';

/** Submits (spec §7). The answer is not read; the signed-in applicant's list is read again. */
export async function submitTailorApplication(input: CreateTailorApplication): Promise<void> {
  await callApi(tailorApplicationsApi.submit, { body: input });
}

/** Submits; a live-mode visitor who was nobody yet is a guest afterwards (issue 12). */
export function useSubmitTailorApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitTailorApplication,
    onSuccess: async (_data, input) => {
      await refreshMeIfNobody(queryClient, input.userId);
      await refetchAfterWrite(queryClient, myApplicationsQueryOptions().queryKey);
    },
  });
}
