import { useMutation } from '@tanstack/react-query';
import type { CodeSent } from '../../../../shared/schemas/account.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/code: sends a 6-digit code to a phone number or email address. */
export async function requestCode(destination: string): Promise<CodeSent> {
  return (await apiRequest('POST', '/api/auth/code', { destination })).json();
}

export function useRequestCode() {
  return useMutation({ mutationFn: requestCode });
}
