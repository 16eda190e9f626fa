import { useQuery } from '@tanstack/react-query';
import { fitClaimsApi } from '../../../../shared/api/fit-claims.ts';
import { readOptions } from '../../../lib/api-client.ts';
import type { ActingUserId } from '../../../lib/current-user.ts';

export const storeCreditQueryOptions = (userId: string) =>
  readOptions(fitClaimsApi.storeCredit, { userId });

export function useStoreCredit(userId: ActingUserId) {
  return useQuery({
    ...storeCreditQueryOptions(userId ?? ''),
    enabled: typeof userId === 'string',
  });
}
