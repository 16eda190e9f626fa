import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTailorApplication } from '../../../../shared/schemas/tailor-application.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshMeIfNobody } from '../../../lib/current-user.ts';

/** POST /api/tailor-applications (spec §7). The answer is not read; nothing on screen lists applications. */
export async function submitTailorApplication(input: CreateTailorApplication): Promise<void> {
  await apiRequest('POST', '/api/tailor-applications', input);
}

/** Submits; a live-mode visitor who was nobody yet is a guest afterwards (issue 12). */
export function useSubmitTailorApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitTailorApplication,
    onSuccess: (_data, input) => refreshMeIfNobody(queryClient, input.userId),
  });
}
