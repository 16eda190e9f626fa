import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '../../../../shared/schemas/product.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useCurrentUserId } from '../../../lib/current-user.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCartDispatch } from '../state/cart-context.tsx';
import { cartQueryOptions } from './get-cart.ts';

/** One piece per add (spec §9). The answer is not read: the cart list is refreshed instead. */
export async function addCartItem(userId: string, productId: string): Promise<void> {
  await apiRequest('POST', '/api/cart', { userId, productId, quantity: 1 });
}

/** Adds an outfit: local items first, then the toast of spec §8, then a fresh cart list. */
export function useAddCartItem() {
  const userId = useCurrentUserId();
  const dispatch = useCartDispatch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: Product) => addCartItem(userId, product.id),
    onSuccess: (_, product) => {
      dispatch({
        type: 'added',
        // A temporary id until the refreshed list brings the server's row (spec §3).
        item: {
          id: `local-${product.id}`,
          userId,
          productId: product.id,
          quantity: 1,
          createdAt: new Date().toISOString(),
          product,
        },
      });
      notifySuccess('Added to cart', `${product.name} has been added to your cart`);
      return queryClient.invalidateQueries({ queryKey: cartQueryOptions(userId).queryKey });
    },
    onError: () => notifyError('Error', 'Failed to add item to cart'),
  });
}
