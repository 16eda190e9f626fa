import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartApi } from '../../../../shared/api/cart.ts';
import { callApi } from '../../../lib/api-client.ts';
import { actingUserId } from '../../../lib/current-user.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { showInCart } from './get-cart.ts';

export const clearCart = (userId: string) => callApi(cartApi.clear, { params: { userId } });

/** Empties the cart; the cached list changes only once the server agreed. */
export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const userId = await actingUserId(queryClient);
      if (userId === null) throw new Error('Nobody to clear a cart for yet');
      await clearCart(userId);
      return userId;
    },
    onSuccess: (userId) => {
      notifySuccess('Cart cleared', 'All items have been removed from your cart');
      return showInCart(queryClient, userId, (items) => items && []);
    },
    onError: () => notifyError('Error', 'Failed to clear cart'),
  });
}
