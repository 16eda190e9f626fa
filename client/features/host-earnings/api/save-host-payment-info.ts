import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hostEarningsApi } from '../../../../shared/api/host-earnings.ts';
import type { BankChoice } from '../../../../shared/bank-accounts.ts';
import { callApi } from '../../../lib/api-client.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';
import { hostEarningsQueryOptions } from './get-host-earnings.ts';

/** The bank's name for the account, to show the host before anything is saved. */
export const resolveHostAccount = (choice: BankChoice) =>
  callApi(hostEarningsApi.resolveAccount, { body: choice });

export function useResolveHostAccount() {
  return useMutation({ mutationFn: resolveHostAccount });
}

/** The server resolves the account again and saves the bank's name for it. */
export const saveHostPaymentInfo = (choice: BankChoice) =>
  callApi(hostEarningsApi.savePaymentInfo, { body: choice });

export function useSaveHostPaymentInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHostPaymentInfo,
    onSuccess: () => refetchAfterWrite(queryClient, hostEarningsQueryOptions().queryKey),
  });
}
