import { useQuery } from '@tanstack/react-query';
import { favouritesApi } from '../../../../shared/api/favourites.ts';
import { readOptions } from '../../../lib/api-client.ts';
import type { ActingUserId } from '../../../lib/current-user.ts';

export const followedTailorsQueryOptions = (userId: string) =>
  readOptions(favouritesApi.followedTailors, { userId });

/** Read once the shopper is known: nothing personal is fetched by the server renderer. */
export function useFollowedTailors(userId: ActingUserId) {
  return useQuery({
    ...followedTailorsQueryOptions(userId ?? ''),
    enabled: typeof userId === 'string',
  });
}
