import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankDetails } from '../../../../shared/bank-accounts.ts';
import type { PaymentInfo } from '../../../../shared/schemas/payouts.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';
import { PAYOUTS_PATH } from './get-payouts.ts';

export async function savePaymentInfo(details: BankDetails): Promise<PaymentInfo> {
  return (await apiRequest('PUT', '/api/tailor/payment-info', details)).json();
}

/** Saves the tailor's bank details; the payouts are read again (failed ones are sent again). */
export function useSavePaymentInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaymentInfo,
    onSuccess: () => refetchAfterWrite(queryClient, [PAYOUTS_PATH]),
  });
}
