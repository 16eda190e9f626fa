import type * as P from '../schemas/common.ts';
import type * as S from '../schemas/favourites.ts';
import { endpoint } from './endpoint.ts';

/**
 * Follow Tailor and Save to Wishlist (issue 15). Like the cart: the session's user decides whose
 * list it is (a userId given must be the acting user's, 403 otherwise); writes are idempotent.
 * A follow or save without a session makes a live-mode guest, as the cart does.
 */
export const favouritesApi = {
  followedTailors: endpoint<{
    params: typeof P.userParamsSchema;
    response: typeof S.followedTailorsAnswer;
  }>('GET', '/api/users/:userId/followed-tailors'),
  follow: endpoint<{ body: typeof S.followTailorSchema; response: typeof S.followAnswer }>(
    'POST',
    '/api/followed-tailors',
  ),
  unfollow: endpoint<{
    params: typeof S.followedTailorParamsSchema;
    response: typeof P.noContent;
  }>('DELETE', '/api/users/:userId/followed-tailors/:tailorId'),
  wishlist: endpoint<{ params: typeof P.userParamsSchema; response: typeof S.wishlistAnswer }>(
    'GET',
    '/api/users/:userId/wishlist',
  ),
  save: endpoint<{ body: typeof S.saveToWishlistSchema; response: typeof S.saveAnswer }>(
    'POST',
    '/api/wishlist',
  ),
  unsave: endpoint<{
    params: typeof S.wishlistItemParamsSchema;
    response: typeof P.noContent;
  }>('DELETE', '/api/users/:userId/wishlist/:productId'),
};
