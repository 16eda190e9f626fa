import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartCount } from '../../../../shared/schemas/cart.ts';
import type { ActingUserId } from '../../../lib/current-user.ts';
import { cartQueryOptions } from './get-cart.ts';

/**
 * How many pieces the server's cart holds, for the header's badge on every page (issue 17). Its
 * key extends the cart list's, so every invalidation of the list (add, remove, clear) refreshes
 * the count too; unlike the list, it is read whether or not the sheet is open.
 */
export const cartCountQueryOptions = (userId: string) =>
  queryOptions<CartCount>({ queryKey: [...cartQueryOptions(userId).queryKey, 'count'] });

/** Read once the shopper is known (a live-mode guest before any write has no cart). */
export function useCartCount(userId: ActingUserId) {
  return useQuery({ ...cartCountQueryOptions(userId ?? ''), enabled: typeof userId === 'string' });
}
