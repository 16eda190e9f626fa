import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignedIn } from '../../../../shared/schemas/account.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { switchPerson } from '../../../lib/current-user.ts';

export type VerifyCodeInput = { destination: string; code: string };

/** POST /api/auth/verify: signs in with the code; the answer says whether the account is new. */
export async function verifyCode(input: VerifyCodeInput): Promise<SignedIn> {
  return (await apiRequest('POST', '/api/auth/verify', input)).json();
}

/** Signs in, then forgets what was on screen for whoever the browser acted for before. */
export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCode,
    onSuccess: ({ me }) => switchPerson(queryClient, me),
  });
}
