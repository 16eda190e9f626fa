import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartApi } from '../../../../shared/api/cart.ts';
import type { Product } from '../../../../shared/schemas/product.ts';
import { OWN_WORKSHOP_ORDER } from '../../../../shared/own-workshop.ts';
import { callApi } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-issues.ts';
import { actingUserId, meQueryOptions, refreshMeIfNobody } from '../../../lib/current-user.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { upsertItem } from '../state/cart-state.ts';
import { showInCart } from './get-cart.ts';

/**
 * One piece per add (spec §9). The answer is not read: the cart list is refreshed instead. A
 * live-mode guest who has written nothing yet has no id: the body then carries none and the
 * server makes the guest (issue 12).
 */
export async function addCartItem(userId: string | null, productId: string): Promise<void> {
  const body = { productId, quantity: 1 };
  await callApi(cartApi.add, { body: userId === null ? body : { userId, ...body } });
}

/** Adds an outfit: the toast of spec §8, the item in the cached list at once, then a fresh list. */
export function useAddCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    // The acting user as of now: a tap replayed from before hydration may come first.
    mutationFn: async (product: Product) => {
      const userId = await actingUserId(queryClient);
      await addCartItem(userId, product.id);
      return userId;
    },
    onSuccess: async (userId, product) => {
      notifySuccess('Added to cart', `${product.name} has been added to your cart`);
      await refreshMeIfNobody(queryClient, userId);
      // A guest made by this add is known by now (the same person: their item stays shown).
      const owner = userId ?? queryClient.getQueryData(meQueryOptions().queryKey)?.id;
      if (typeof owner !== 'string') return;
      await showInCart(
        queryClient,
        owner,
        // A temporary id until the refreshed list brings the server's row (spec §3). A list never
        // read stays unread: the sheet and the checkout read the server's when they open.
        (items) =>
          items &&
          upsertItem(items, {
            id: `local-${product.id}`,
            userId: owner,
            productId: product.id,
            quantity: 1,
            createdAt: new Date().toISOString(),
            product,
          }),
      );
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
