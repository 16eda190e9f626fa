import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '../../../../shared/api/account.ts';
import { callApi } from '../../../lib/api-client.ts';
import { switchPerson } from '../../../lib/current-user.ts';

/** The session no longer belongs to the account (204). */
export async function signOut(): Promise<void> {
  // Sent as JSON like every write (the server refuses other content types on writes).
  await callApi(accountApi.signOut, { body: {} });
}

/** Signs out, forgets the account's data and learns who the browser acts for now. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => switchPerson(queryClient, undefined),
  });
}
