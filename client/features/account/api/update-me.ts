import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '../../../../shared/schemas/account.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { meQueryOptions } from '../../../lib/current-user.ts';

/** PATCH /api/me: the signed-in person's full name (asked once, at their first sign-in). */
export async function updateMe(input: { fullName: string }): Promise<Me> {
  return (await apiRequest('PATCH', '/api/me', input)).json();
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (me) => queryClient.setQueryData(meQueryOptions().queryKey, me),
  });
}
