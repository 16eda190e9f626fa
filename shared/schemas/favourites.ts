import { z } from 'zod';
import type { Product } from './product.ts';
import type { Tailor } from './tailor.ts';
import { idSchema } from './common.ts';

/**
 * Follow Tailor and Save to Wishlist (issue 15). As with POST /api/cart, `userId` is optional:
 * the session decides whose list it is; when sent it must be the acting user's (403 otherwise).
 */
export const followTailorSchema = z.object({ userId: idSchema.optional(), tailorId: idSchema });
export type FollowTailor = z.input<typeof followTailorSchema>;

export const saveToWishlistSchema = z.object({ userId: idSchema.optional(), productId: idSchema });
export type SaveToWishlist = z.input<typeof saveToWishlistSchema>;

export const followedTailorParamsSchema = z.object({ userId: idSchema, tailorId: idSchema });
export const wishlistItemParamsSchema = z.object({ userId: idSchema, productId: idSchema });

/** GET /api/users/{userId}/followed-tailors: the tailors, most recently followed first. */
export type FollowedTailor = Tailor & { followedAt: string };

/** GET /api/users/{userId}/wishlist: saved outfits with their tailor, newest first. */
export type WishlistItem = { productId: string; savedAt: string; product: Product };

/** The most a list answers: far more than a shopper saves, and every read stays small. */
export const FAVOURITES_LIST_MAX = 200;

export { favouritesPaths } from '../favourites.ts';
