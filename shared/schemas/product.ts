import { z } from 'zod';

export const productSchema = z.object({
  id: z.string(),
  tailorId: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  price: z.number(),
  imageUrl: z.string(),
  isAvailable: z.boolean(),
  createdAt: z.string(),
  tailor: z.object({ businessName: z.string(), location: z.string(), rating: z.number() }),
});
export type Product = z.infer<typeof productSchema>;
