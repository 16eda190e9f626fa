import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '../../../../shared/api/account.ts';
import { callApi } from '../../../lib/api-client.ts';
import { switchPerson } from '../../../lib/current-user.ts';

export type VerifyCodeInput = { destination: string; code: string };

/** Signs in with the code; the answer says whether the account is new. */
export const verifyCode = (input: VerifyCodeInput) =>
  callApi(accountApi.verifyCode, { body: input });

/** Signs in, then forgets what was on screen for whoever the browser acted for before. */
export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCode,
    onSuccess: ({ me }) => switchPerson(queryClient, me),
  });
}
