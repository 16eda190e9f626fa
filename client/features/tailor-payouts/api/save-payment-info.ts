import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payoutsApi } from '../../../../shared/api/payouts.ts';
import type { BankChoice } from '../../../../shared/bank-accounts.ts';
import { callApi } from '../../../lib/api-client.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';
import { payoutsQueryOptions } from './get-payouts.ts';

/** The bank's name for the account, to show the tailor before anything is saved. */
export const resolveAccount = (choice: BankChoice) =>
  callApi(payoutsApi.resolveAccount, { body: choice });

export function useResolveAccount() {
  return useMutation({ mutationFn: resolveAccount });
}

/** The server resolves the account again and saves the bank's name for it, never a typed one. */
export const savePaymentInfo = (choice: BankChoice) =>
  callApi(payoutsApi.savePaymentInfo, { body: choice });

/** Saves the tailor's bank details; the payouts are read again (failed ones are sent again). */
export function useSavePaymentInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaymentInfo,
    onSuccess: () => refetchAfterWrite(queryClient, payoutsQueryOptions().queryKey),
  });
}
