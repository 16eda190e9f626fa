import { z } from 'zod';
import { contract, type Json } from '../api/endpoint.ts';
import { favouritesApi } from '../api/favourites.ts';
import { idSchema, noContent, userParamsSchema } from './common.ts';
import { productSchema } from './product.ts';
import { tailorSchema } from './tailor.ts';

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
const followedTailor = tailorSchema.extend({ followedAt: z.date() });
export const followedTailorsAnswer = z.array(followedTailor);
export type FollowedTailor = Json<z.output<typeof followedTailor>>;

/** GET /api/users/{userId}/wishlist: saved outfits with their tailor, newest first. */
const wishlistItem = z.object({ productId: z.string(), savedAt: z.date(), product: productSchema });
export const wishlistAnswer = z.array(wishlistItem);
export type WishlistItem = Json<z.output<typeof wishlistItem>>;

export const followAnswer = z.object({ tailorId: z.string(), following: z.literal(true) });
export const saveAnswer = z.object({ productId: z.string(), saved: z.literal(true) });
/** The most a list answers: far more than a shopper saves, and every read stays small. */
export const FAVOURITES_LIST_MAX = 200;

export const favouritesContract = contract(favouritesApi, {
  followedTailors: {
    summary: 'The tailors a shopper follows, most recently followed first',
    params: userParamsSchema,
    response: followedTailorsAnswer,
  },
  follow: {
    summary: 'Follows a tailor (201; following twice is following once; 404 for a missing tailor)',
    body: followTailorSchema,
    response: followAnswer,
  },
  unfollow: {
    summary: 'Unfollows a tailor (204)',
    params: followedTailorParamsSchema,
    response: noContent,
  },
  wishlist: {
    summary: 'Saved outfits with their tailor, newest first',
    params: userParamsSchema,
    response: wishlistAnswer,
  },
  save: {
    summary: 'Saves an outfit to the wishlist (201; idempotent; 404 for a missing outfit)',
    body: saveToWishlistSchema,
    response: saveAnswer,
  },
  unsave: {
    summary: 'Removes an outfit from the wishlist (204)',
    params: wishlistItemParamsSchema,
    response: noContent,
  },
});
