import { useMutation, useQueryClient } from '@tanstack/react-query';
import { favouritesApi } from '../../../../shared/api/favourites.ts';
import { callApi } from '../../../lib/api-client.ts';
import { actingUserId, refreshMeIfNobody } from '../../../lib/current-user.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';
import { wishlistQueryOptions } from './get-wishlist.ts';

type Toggle = { productId: string; name: string; save: boolean };

/** Saves an outfit to the wishlist or removes it (a guest is made on a first save, as for follows). */
export function useToggleWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ productId, save }: Toggle) => {
      const userId = await actingUserId(queryClient);
      if (save) {
        await callApi(favouritesApi.save, {
          body: userId === null ? { productId } : { userId, productId },
        });
      } else if (userId !== null) {
        await callApi(favouritesApi.unsave, { params: { userId, productId } });
      }
      return userId;
    },
    onSuccess: async (userId, { name, save }) => {
      notifySuccess(
        save ? 'Saved to Wishlist' : 'Removed from Wishlist',
        save ? `${name} is in your wishlist` : `${name} is no longer in your wishlist`,
      );
      await refreshMeIfNobody(queryClient, userId);
      const id = userId ?? (await actingUserId(queryClient));
      if (id !== null) await refetchAfterWrite(queryClient, wishlistQueryOptions(id).queryKey);
    },
    onError: (_error, { save }) =>
      notifyError('Error', save ? 'Failed to save to wishlist' : 'Failed to remove from wishlist'),
  });
}
