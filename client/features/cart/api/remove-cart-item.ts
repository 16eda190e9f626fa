import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { actingUserId } from '../../../lib/current-user.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCartDispatch } from '../state/cart-context.tsx';
import { cartQueryOptions } from './get-cart.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';

export async function removeCartItem(userId: string, productId: string): Promise<void> {
  await apiRequest(
    'DELETE',
    `/api/users/${encodeURIComponent(userId)}/cart/${encodeURIComponent(productId)}`,
  );
}

/** Removes one outfit from the cart; local items change only once the server agreed. */
export function useRemoveCartItem() {
  const dispatch = useCartDispatch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (productId: string) => {
      const userId = await actingUserId(queryClient);
      if (userId === null) throw new Error('Nobody to remove a cart item for yet');
      await removeCartItem(userId, productId);
      return userId;
    },
    onSuccess: (userId, productId) => {
      dispatch({ type: 'removed', productId });
      notifySuccess('Item removed', 'Item has been removed from your cart');
      return refetchAfterWrite(queryClient, cartQueryOptions(userId).queryKey);
    },
    onError: () => notifyError('Error', 'Failed to remove item from cart'),
  });
}
