import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreCredit } from '../../../../shared/schemas/fit-claims.ts';
import type { ActingUserId } from '../../../lib/current-user.ts';

export const storeCreditQueryOptions = (userId: string) =>
  queryOptions<StoreCredit>({ queryKey: ['/api/users', userId, 'store-credit'] });

export function useStoreCredit(userId: ActingUserId) {
  return useQuery({
    ...storeCreditQueryOptions(userId ?? ''),
    enabled: typeof userId === 'string',
  });
}
