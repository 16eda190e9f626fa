import { useMutation, useQueryClient } from '@tanstack/react-query';
import { favouritesApi } from '../../../../shared/api/favourites.ts';
import { callApi } from '../../../lib/api-client.ts';
import { actingUserId, refreshMeIfNobody } from '../../../lib/current-user.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';
import { followedTailorsQueryOptions } from './get-followed-tailors.ts';

type Toggle = { tailorId: string; businessName: string; follow: boolean };

/**
 * Follows or unfollows a tailor. A live-mode guest who has written nothing yet has no id: the
 * follow carries none and the server makes the guest, as the cart does (issue 12); signing in
 * later brings the follows along.
 */
export function useToggleFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ tailorId, follow }: Toggle) => {
      const userId = await actingUserId(queryClient);
      if (follow) {
        await callApi(favouritesApi.follow, {
          body: userId === null ? { tailorId } : { userId, tailorId },
        });
      } else if (userId !== null) {
        await callApi(favouritesApi.unfollow, { params: { userId, tailorId } });
      }
      return userId;
    },
    onSuccess: async (userId, { businessName, follow }) => {
      notifySuccess(
        follow ? 'Following' : 'Unfollowed',
        follow
          ? `${businessName} is now in your favourite tailors`
          : `${businessName} is no longer in your favourite tailors`,
      );
      await refreshMeIfNobody(queryClient, userId);
      const id = userId ?? (await actingUserId(queryClient));
      if (id !== null)
        await refetchAfterWrite(queryClient, followedTailorsQueryOptions(id).queryKey);
    },
    onError: (_error, { follow }) =>
      notifyError('Error', follow ? 'Failed to follow tailor' : 'Failed to unfollow tailor'),
  });
}
