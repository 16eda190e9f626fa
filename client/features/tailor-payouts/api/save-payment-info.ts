import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payoutsApi } from '../../../../shared/api/payouts.ts';
import type { BankDetails } from '../../../../shared/bank-accounts.ts';
import { callApi } from '../../../lib/api-client.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';
import { payoutsQueryOptions } from './get-payouts.ts';

export const savePaymentInfo = (details: BankDetails) =>
  callApi(payoutsApi.savePaymentInfo, { body: details });

/** Saves the tailor's bank details; the payouts are read again (failed ones are sent again). */
export function useSavePaymentInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaymentInfo,
    onSuccess: () => refetchAfterWrite(queryClient, payoutsQueryOptions().queryKey),
  });
}
