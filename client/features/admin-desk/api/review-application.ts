import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewApplication } from '../../../../shared/schemas/admin.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-issues.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';
import { APPLICATIONS_PATH } from './get-applications.ts';

export type Decision = { id: string; decision: 'approve' | 'reject'; reviewNotes: string };

export async function reviewApplication({ id, decision, reviewNotes }: Decision) {
  const url = `${APPLICATIONS_PATH}/${encodeURIComponent(id)}/${decision}`;
  const body = decision === 'approve' && !reviewNotes.trim() ? {} : { reviewNotes };
  return (await apiRequest('POST', url, body)).json() as Promise<ReviewApplication>;
}

/**
 * Approves or rejects a pending application. The queue is read again from the server either
 * way: after a 409 (another admin was quicker) it shows what really happened.
 */
export function useReviewApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewApplication,
    onSuccess: (application) =>
      notifySuccess(
        application.status === 'approved' ? 'Application approved' : 'Application rejected',
        application.status === 'approved'
          ? `${application.businessName} is now a tailor on Telo and has been sent a text`
          : `${application.businessName} has been sent your review notes`,
      ),
    onError: (error) =>
      notifyError('Error', errorMessage(error) ?? 'Failed to review the application'),
    onSettled: () => refetchAfterWrite(queryClient, [APPLICATIONS_PATH]),
  });
}
