import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../shared/api/admin.ts';
import { keyOf } from '../../../../shared/api/endpoint.ts';
import { callApi } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-issues.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';

export const setTailorVerified = ({ id, isVerified }: { id: string; isVerified: boolean }) =>
  callApi(adminApi.setTailorVerified, { params: { id }, body: { isVerified } });

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
    onSettled: () => refetchAfterWrite(queryClient, keyOf(adminApi.tailors, {})),
  });
}
