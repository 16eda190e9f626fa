import { useMutation } from '@tanstack/react-query';
import { accountApi } from '../../../../shared/api/account.ts';
import { callApi } from '../../../lib/api-client.ts';

/** Sends a 6-digit code to a phone number or email address. */
export const requestCode = (destination: string) =>
  callApi(accountApi.requestCode, { body: { destination } });

export function useRequestCode() {
  return useMutation({ mutationFn: requestCode });
}
