import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { cartApi } from '../../../../shared/api/cart.ts';
import type { CartCount, CartItem } from '../../../../shared/schemas/cart.ts';
import { readOptions } from '../../../lib/api-client.ts';
import type { ActingUserId } from '../../../lib/current-user.ts';

/**
 * The cart's one home in the browser: the query cache, under ['/api/users', userId, 'cart']. The
 * sheet and the checkout read the list, the header's badge the count; a write changes the cached
 * list the moment the server agreed (showInCart) and refreshes both.
 */
export const cartQueryOptions = (userId: string) => readOptions(cartApi.list, { userId });

/** Loads only while the cart sheet is open (spec §4), and once the shopper is known. */
export function useCart(userId: ActingUserId, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...cartQueryOptions(userId ?? ''),
    enabled: enabled && typeof userId === 'string',
  });
}

/**
 * How many pieces the server's cart holds, for the header's badge on every page (issue 17). Its
 * key extends the cart list's (not keyOf's 'cart/count'), so every refresh of the list (add,
 * remove, clear) refreshes the count too; unlike the list, it is read whether or not the sheet is
 * open. The default read joins the key into GET /api/users/{userId}/cart/count.
 */
export const cartCountQueryOptions = (userId: string) =>
  queryOptions<CartCount>({ queryKey: [...cartQueryOptions(userId).queryKey, 'count'] });

/** Read once the shopper is known (a live-mode guest before any write has no cart). */
export function useCartCount(userId: ActingUserId) {
  return useQuery({ ...cartCountQueryOptions(userId ?? ''), enabled: typeof userId === 'string' });
}

/**
 * After a write the server agreed to: the cached list shows it at once, then the list (if the
 * sheet is open; otherwise when it next opens) and the count are read again. A read still on its
 * way is cancelled first: it may have left before the write and would bring back the old list.
 * `update` gets undefined while the list was never read (the sheet not opened yet).
 */
export async function showInCart(
  queryClient: QueryClient,
  userId: string,
  update: (items: CartItem[] | undefined) => CartItem[] | undefined,
) {
  const { queryKey } = cartQueryOptions(userId);
  await queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData(queryKey, update);
  await queryClient.invalidateQueries({ queryKey });
}
