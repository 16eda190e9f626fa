import { z } from 'zod';
import type { Json } from '../api/endpoint.ts';
import { orderStatuses } from '../catalog.ts';

export const orderSchema = z.object({
  id: z.string(),
  userId: z.string(),
  tailorId: z.string(),
  productId: z.string(),
  measurements: z.record(z.string(), z.union([z.number(), z.string(), z.null()])),
  status: z.enum(orderStatuses),
  totalAmount: z.number(),
  estimatedDelivery: z.date().nullable(),
  notes: z.string().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
  product: z.object({ name: z.string(), imageUrl: z.string() }),
  tailor: z.object({ businessName: z.string(), location: z.string() }),
});
export type Order = Json<z.output<typeof orderSchema>>;
