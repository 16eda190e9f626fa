import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartItem } from '../../../../shared/schemas/cart.ts';
import type { ActingUserId } from '../../../lib/current-user.ts';

export const cartQueryOptions = (userId: string) =>
  queryOptions<CartItem[]>({ queryKey: ['/api/users', userId, 'cart'] });

/** Loads only while the cart sheet is open (spec §4), and once the shopper is known. */
export function useCart(userId: ActingUserId, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...cartQueryOptions(userId ?? ''),
    enabled: enabled && typeof userId === 'string',
  });
}
