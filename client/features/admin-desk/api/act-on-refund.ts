import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../shared/api/admin.ts';
import { keyOf } from '../../../../shared/api/endpoint.ts';
import { needsAttentionApi } from '../../../../shared/api/needs-attention.ts';
import { formatNairaExact } from '../../../../shared/money.ts';
import { callApi } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-issues.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';

export type RefundAction =
  { id: string; action: 'retry' } | { id: string; action: 'settle'; note: string };

export const actOnRefund = (input: RefundAction) =>
  input.action === 'retry'
    ? callApi(needsAttentionApi.retryRefund, { params: { id: input.id }, body: {} })
    : callApi(needsAttentionApi.settleRefund, {
        params: { id: input.id },
        body: { note: input.note },
      });

/**
 * Retry (the provider is asked again) or Mark settled by hand. The panel and the orders list are
 * read again either way: after a 409 (another admin was quicker) they show what really happened.
 */
export function useActOnRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnRefund,
    onSuccess: (refund) =>
      refund.state === 'failed'
        ? notifyError('Refund refused again', refund.failureReason ?? 'The provider said no')
        : notifySuccess(
            refund.state === 'settled' ? 'Refund settled' : 'Refund asked again',
            refund.state === 'settled'
              ? `${formatNairaExact(refund.amount)} is recorded as paid back by hand; the shopper has been texted`
              : `The provider accepted the refund of ${formatNairaExact(refund.amount)}`,
          ),
    onError: (error) => notifyError('Error', errorMessage(error) ?? 'Failed to act on the refund'),
    onSettled: async () => {
      await refetchAfterWrite(queryClient, keyOf(needsAttentionApi.failedRefunds, {}));
      await refetchAfterWrite(queryClient, keyOf(adminApi.orders, {}));
    },
  });
}
