import { z } from 'zod';
import { idSchema } from './common.ts';
import { productSchema } from './product.ts';

export const addCartItemSchema = z.object({
  userId: idSchema,
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

export const cartItemSchema = z.object({
  id: z.string(),
  userId: z.string(),
  productId: z.string(),
  quantity: z.number().int(),
  createdAt: z.string(),
  product: productSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;
