import { useQuery } from '@tanstack/react-query';
import { favouritesApi } from '../../../../shared/api/favourites.ts';
import { readOptions } from '../../../lib/api-client.ts';
import type { ActingUserId } from '../../../lib/current-user.ts';

export const wishlistQueryOptions = (userId: string) =>
  readOptions(favouritesApi.wishlist, { userId });

export function useWishlist(userId: ActingUserId) {
  return useQuery({ ...wishlistQueryOptions(userId ?? ''), enabled: typeof userId === 'string' });
}
