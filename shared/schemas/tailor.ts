import { z } from 'zod';
import type { Json } from '../api/endpoint.ts';

/** A tailor as the API answers it (spec §3). */
export const tailorSchema = z.object({
  id: z.string(),
  userId: z.string(),
  businessName: z.string(),
  specialties: z.array(z.string()),
  location: z.string(),
  /** Her state (issue 29); null only for a profile from before states the backfill missed. */
  state: z.string().nullable(),
  bio: z.string(),
  experience: z.number().int(),
  rating: z.number(),
  reviewCount: z.number().int(),
  isVerified: z.boolean(),
  responseTime: z.string(),
  completedOrders: z.number().int(),
  createdAt: z.date(),
});
export type Tailor = Json<z.output<typeof tailorSchema>>;
