import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartApi } from '../../../../shared/api/cart.ts';
import { callApi } from '../../../lib/api-client.ts';
import { actingUserId } from '../../../lib/current-user.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { showInCart } from './get-cart.ts';

export const removeCartItem = (userId: string, productId: string) =>
  callApi(cartApi.remove, { params: { userId, productId } });

/** Removes one outfit from the cart; the cached list changes only once the server agreed. */
export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (productId: string) => {
      const userId = await actingUserId(queryClient);
      if (userId === null) throw new Error('Nobody to remove a cart item for yet');
      await removeCartItem(userId, productId);
      return userId;
    },
    onSuccess: (userId, productId) => {
      notifySuccess('Item removed', 'Item has been removed from your cart');
      return showInCart(queryClient, userId, (items) =>
        items?.filter((i) => i.productId !== productId),
      );
    },
    onError: () => notifyError('Error', 'Failed to remove item from cart'),
  });
}
