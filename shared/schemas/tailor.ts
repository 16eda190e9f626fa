import { z } from 'zod';
import type { Json } from '../api/endpoint.ts';

/** A tailor as the API answers it (spec §3). */
export const tailorSchema = z.object({
  id: z.string(),
  userId: z.string(),
  businessName: z.string(),
  specialties: z.array(z.string()),
  location: z.string(),
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

/**
 * The tailor's own row (GET /api/tailor/me, PUT /api/tailor/profile): the spec's fields and her
 * state (issue 29), which her profile form edits. Null only for a profile from before states
 * that the backfill could not place. The public answers keep the spec's fields alone.
 */
export const ownTailorSchema = tailorSchema.extend({ state: z.string().nullable() });
export type OwnTailor = Json<z.output<typeof ownTailorSchema>>;
