import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FollowedTailor } from '../../../../shared/schemas/favourites.ts';
import type { ActingUserId } from '../../../lib/current-user.ts';

export const followedTailorsQueryOptions = (userId: string) =>
  queryOptions<FollowedTailor[]>({ queryKey: ['/api/users', userId, 'followed-tailors'] });

/** Read once the shopper is known: nothing personal is fetched by the server renderer. */
export function useFollowedTailors(userId: ActingUserId) {
  return useQuery({
    ...followedTailorsQueryOptions(userId ?? ''),
    enabled: typeof userId === 'string',
  });
}
