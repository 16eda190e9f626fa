import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WishlistItem } from '../../../../shared/schemas/favourites.ts';
import type { ActingUserId } from '../../../lib/current-user.ts';

export const wishlistQueryOptions = (userId: string) =>
  queryOptions<WishlistItem[]>({ queryKey: ['/api/users', userId, 'wishlist'] });

export function useWishlist(userId: ActingUserId) {
  return useQuery({ ...wishlistQueryOptions(userId ?? ''), enabled: typeof userId === 'string' });
}
