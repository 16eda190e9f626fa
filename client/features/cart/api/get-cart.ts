import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartItem } from '../../../../shared/schemas/cart.ts';

export const cartQueryOptions = (userId: string) =>
  queryOptions<CartItem[]>({ queryKey: ['/api/users', userId, 'cart'] });

/** Loads only while the cart sheet is open (spec §4). */
export function useCart(userId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...cartQueryOptions(userId), enabled });
}
