import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTailor } from '../../../../shared/schemas/admin.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-issues.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';

export const ADMIN_TAILORS_PATH = '/api/admin/tailors';

export async function setTailorVerified(input: { id: string; isVerified: boolean }) {
  const url = `${ADMIN_TAILORS_PATH}/${encodeURIComponent(input.id)}/verified`;
  return (
    await apiRequest('PUT', url, { isVerified: input.isVerified })
  ).json() as Promise<AdminTailor>;
}

/** Gives or takes away a tailor's Verified badge; /tailors shows it on its next read. */
export function useSetTailorVerified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTailorVerified,
    onSuccess: (tailor) =>
      notifySuccess(
        tailor.isVerified ? 'Tailor verified' : 'Verification removed',
        `${tailor.businessName} ${tailor.isVerified ? 'now shows' : 'no longer shows'} the Verified badge`,
      ),
    onError: (error) => notifyError('Error', errorMessage(error) ?? 'Failed to change the badge'),
    onSettled: () => refetchAfterWrite(queryClient, [ADMIN_TAILORS_PATH]),
  });
}
