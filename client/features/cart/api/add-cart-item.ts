import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '../../../../shared/schemas/product.ts';
import { OWN_WORKSHOP_ORDER } from '../../../../shared/own-workshop.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-issues.ts';
import { actingUserId, refreshMeIfNobody } from '../../../lib/current-user.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCartDispatch } from '../state/cart-context.tsx';
import { cartQueryOptions } from './get-cart.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';

/**
 * One piece per add (spec §9). The answer is not read: the cart list is refreshed instead. A
 * live-mode guest who has written nothing yet has no id: the body then carries none and the
 * server makes the guest (issue 12).
 */
export async function addCartItem(userId: string | null, productId: string): Promise<void> {
  const body = { productId, quantity: 1 };
  await apiRequest('POST', '/api/cart', userId === null ? body : { userId, ...body });
}

/** Adds an outfit: local items first, then the toast of spec §8, then a fresh cart list. */
export function useAddCartItem() {
  const dispatch = useCartDispatch();
  const queryClient = useQueryClient();
  return useMutation({
    // The acting user as of now: a tap replayed from before hydration may come first.
    mutationFn: async (product: Product) => {
      const userId = await actingUserId(queryClient);
      await addCartItem(userId, product.id);
      return userId;
    },
    onSuccess: async (userId, product) => {
      dispatch({
        type: 'added',
        // A temporary id until the refreshed list brings the server's row (spec §3).
        item: {
          id: `local-${product.id}`,
          userId: userId ?? '',
          productId: product.id,
          quantity: 1,
          createdAt: new Date().toISOString(),
          product,
        },
      });
      notifySuccess('Added to cart', `${product.name} has been added to your cart`);
      await refreshMeIfNobody(queryClient, userId);
      if (userId !== null) await refetchAfterWrite(queryClient, cartQueryOptions(userId).queryKey);
    },
    // The spec's words for any failure, but a tailor adding her own outfit is told why (decision
    // 045): retrying would never help her. The demo shopper owns no workshop, so never sees it.
    onError: (error) =>
      notifyError(
        'Error',
        errorMessage(error) === OWN_WORKSHOP_ORDER
          ? OWN_WORKSHOP_ORDER
          : 'Failed to add item to cart',
      ),
  });
}
