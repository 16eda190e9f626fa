import { z } from 'zod';
import { cartApi } from '../api/cart.ts';
import { contract, type Json } from '../api/endpoint.ts';
import { idSchema, noContent, userParamsSchema } from './common.ts';
import { productSchema } from './product.ts';

export const addCartItemSchema = z.object({
  /**
   * Optional (issue 12): the session decides whose cart it is. When sent it must be the acting
   * user's id (403 otherwise); a live-mode guest has no id before its first write.
   */
  userId: idSchema.optional(),
  productId: idSchema,
  /** Every add is one piece (spec §9); the field exists for a future quantity picker. */
  quantity: z
    .number({ error: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(10, 'Quantity must be at most 10')
    .default(1),
});
export type AddCartItem = z.input<typeof addCartItemSchema>;

export const cartItemParamsSchema = z.object({ userId: idSchema, productId: idSchema });

/** A cart line as the API answers it: with its product and the product's tailor (spec §3). */
export const cartItemAnswer = z.object({
  id: z.string(),
  userId: z.string(),
  productId: z.string(),
  quantity: z.number().int(),
  createdAt: z.date(),
  product: productSchema,
});
export type CartItem = Json<z.output<typeof cartItemAnswer>>;

export const cartItemsAnswer = z.array(cartItemAnswer);

/** GET /api/users/{userId}/cart/count: the pieces in the cart (sum of quantities), for the badge. */
export const cartCountAnswer = z.object({ count: z.number().int() });
export type CartCount = Json<z.output<typeof cartCountAnswer>>;

export const cartContract = contract(cartApi, {
  list: {
    summary: "The cart's outfits, oldest first, each with its product and the product's tailor",
    params: userParamsSchema,
    response: cartItemsAnswer,
  },
  count: {
    summary: 'How many pieces the cart holds (the sum of quantities), for the header badge',
    params: userParamsSchema,
    response: cartCountAnswer,
  },
  add: {
    summary:
      'Adds an outfit, replacing its line if already there (201; 400 past the checkout limit, 403 own workshop, 404 no such outfit)',
    body: addCartItemSchema,
    response: cartItemAnswer,
  },
  remove: {
    summary: 'Removes one outfit (204; 404 when it is not in the cart)',
    params: cartItemParamsSchema,
    response: noContent,
  },
  clear: { summary: 'Empties the cart (204)', params: userParamsSchema, response: noContent },
});
