import { z } from 'zod';
import type { Json } from '../api/endpoint.ts';

/** An outfit as the catalogue answers it: with its tailor's name, location and rating (spec §3). */
export const productSchema = z.object({
  id: z.string(),
  tailorId: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  price: z.number(),
  imageUrl: z.string(),
  isAvailable: z.boolean(),
  createdAt: z.date(),
  tailor: z.object({ businessName: z.string(), location: z.string(), rating: z.number() }),
});
export type Product = Json<z.output<typeof productSchema>>;
