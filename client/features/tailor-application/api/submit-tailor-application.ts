import { useMutation } from '@tanstack/react-query';
import type { CreateTailorApplication } from '../../../../shared/schemas/tailor-application.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/tailor-applications (spec §7). The answer is not read; nothing on screen lists applications. */
export async function submitTailorApplication(input: CreateTailorApplication): Promise<void> {
  await apiRequest('POST', '/api/tailor-applications', input);
}

export function useSubmitTailorApplication() {
  return useMutation({ mutationFn: submitTailorApplication });
}
