import type * as S from '../schemas/cart.ts';
import type * as Common from '../schemas/common.ts';
import { endpoint } from './endpoint.ts';

/**
 * The shopper's cart (spec §3, §7). Each call acts for the session's user: a `userId` in the path
 * or body that is not theirs is refused (403); a live-mode guest's first add makes the guest
 * (issue 12).
 */
export const cartApi = {
  list: endpoint<{ params: typeof Common.userParamsSchema; response: typeof S.cartItemsAnswer }>(
    'GET',
    '/api/users/:userId/cart',
  ),
  count: endpoint<{ params: typeof Common.userParamsSchema; response: typeof S.cartCountAnswer }>(
    'GET',
    '/api/users/:userId/cart/count',
  ),
  add: endpoint<{ body: typeof S.addCartItemSchema; response: typeof S.cartItemAnswer }>(
    'POST',
    '/api/cart',
  ),
  remove: endpoint<{ params: typeof S.cartItemParamsSchema; response: typeof Common.noContent }>(
    'DELETE',
    '/api/users/:userId/cart/:productId',
  ),
  clear: endpoint<{ params: typeof Common.userParamsSchema; response: typeof Common.noContent }>(
    'DELETE',
    '/api/users/:userId/cart',
  ),
};
