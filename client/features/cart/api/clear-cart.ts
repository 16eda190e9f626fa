import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { actingUserId } from '../../../lib/current-user.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCartDispatch } from '../state/cart-context.tsx';
import { cartQueryOptions } from './get-cart.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';

export async function clearCart(userId: string): Promise<void> {
  await apiRequest('DELETE', `/api/users/${encodeURIComponent(userId)}/cart`);
}

/** Empties the cart; local items change only once the server agreed. */
export function useClearCart() {
  const dispatch = useCartDispatch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const userId = await actingUserId(queryClient);
      if (userId === null) throw new Error('Nobody to clear a cart for yet');
      await clearCart(userId);
      return userId;
    },
    onSuccess: (userId) => {
      dispatch({ type: 'cleared' });
      notifySuccess('Cart cleared', 'All items have been removed from your cart');
      return refetchAfterWrite(queryClient, cartQueryOptions(userId).queryKey);
    },
    onError: () => notifyError('Error', 'Failed to clear cart'),
  });
}
