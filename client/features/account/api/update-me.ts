import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '../../../../shared/api/account.ts';
import { callApi } from '../../../lib/api-client.ts';
import { meQueryOptions } from '../../../lib/current-user.ts';

/** The signed-in person's full name (asked once, at their first sign-in). */
export const updateMe = (input: { fullName: string }) =>
  callApi(accountApi.updateMe, { body: input });

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (me) => queryClient.setQueryData(meQueryOptions().queryKey, me),
  });
}
