import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../shared/api/admin.ts';
import { callApi } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-issues.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';
import { applicationsKey } from './get-applications.ts';

export type Decision = { id: string; decision: 'approve' | 'reject'; reviewNotes: string };

export async function reviewApplication({ id, decision, reviewNotes }: Decision) {
  const params = { id };
  return decision === 'approve'
    ? callApi(adminApi.approve, { params, body: reviewNotes.trim() ? { reviewNotes } : {} })
    : callApi(adminApi.reject, { params, body: { reviewNotes } });
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
    onSettled: () => refetchAfterWrite(queryClient, applicationsKey()),
  });
}
