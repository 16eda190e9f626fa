/**
 * The tailor's orders (issue 14): the contract between the workspace's Orders tab and the server.
 * Every route needs a signed-in account with the tailor role (401 / 403) and acts only on the
 * orders of that account's own tailor: any other id answers 404, exactly like a missing one.
 *
 *   GET  /api/tailor/orders                          → 200 TailorOrder[] (newest first, at most 200)
 *   GET  /api/tailor/orders/:id                      → 200 TailorOrder
 *   POST /api/tailor/orders/:id/accept   body {}     → 200 TailorOrder   (409 unless waiting)
 *   POST /api/tailor/orders/:id/decline  body Decline → 200 TailorOrder  (refunded in full; 409 unless waiting)
 *   POST /api/tailor/orders/:id/stage    body Step   → 200 TailorOrder   (409 when out of order)
 */
import { z } from 'zod';
import { orderStatuses } from '../catalog.ts';
import { ORDER_PAYMENT_STATES, PRODUCTION_STAGES } from '../order-lifecycle.ts';
import { orderDeliverySchema } from './checkout.ts';
import { requiredText } from './common.ts';

export const tailorOrderPaths = {
  list: '/api/tailor/orders',
  one: (id: string) => `/api/tailor/orders/${encodeURIComponent(id)}`,
  accept: (id: string) => `/api/tailor/orders/${encodeURIComponent(id)}/accept`,
  decline: (id: string) => `/api/tailor/orders/${encodeURIComponent(id)}/decline`,
  stage: (id: string) => `/api/tailor/orders/${encodeURIComponent(id)}/stage`,
} as const;

export const declineRequestSchema = z.object({
  /** Told to the shopper with their refund. */
  reason: requiredText('Reason', 500),
});
export type DeclineRequest = z.input<typeof declineRequestSchema>;

/** Photos are uploads of the acting tailor, named by the URL the upload answered. */
const photoUrlSchema = z
  .string({ error: 'A photo of the finished outfit is required' })
  .trim()
  .min(1, 'A photo of the finished outfit is required')
  .max(300, 'Photo URL is too long');

/** One step after accepting; each stage carries what it needs. */
export const stageRequestSchema = z.discriminatedUnion(
  'stage',
  [
    z.object({ stage: z.literal('cutting') }),
    z.object({ stage: z.literal('sewing') }),
    z.object({ stage: z.literal('ready'), photoUrl: photoUrlSchema }),
    z.object({
      stage: z.literal('dispatched'),
      courier: requiredText('Courier', 100),
      trackingNote: requiredText('Tracking note', 300),
    }),
    z.object({ stage: z.literal('ready_for_pickup') }),
    z.object({ stage: z.literal('delivered') }),
  ],
  {
    error: 'Stage must be one of cutting, sewing, ready, dispatched, ready_for_pickup or delivered',
  },
);
export type StageRequest = z.input<typeof stageRequestSchema>;

export const tailorOrderSchema = z.object({
  id: z.string(),
  /** The spec's status, as the shopper sees it. */
  status: z.enum(orderStatuses),
  /** Null until accepted. */
  stage: z.enum(PRODUCTION_STAGES).nullable(),
  paymentState: z.enum(ORDER_PAYMENT_STATES),
  /** Only the first name: the tailor needs no more of the shopper to make the outfit. */
  buyerFirstName: z.string(),
  product: z.object({
    id: z.string(),
    name: z.string(),
    imageUrl: z.string(),
    category: z.string(),
  }),
  quantity: z.number().int(),
  /** The 12 values (any may be missing) as the shopper saved them when ordering. */
  measurements: z.record(z.string(), z.union([z.number(), z.string(), z.null()])),
  unit: z.enum(['inches', 'centimeters']),
  totalAmount: z.number(),
  neededBy: z.string().nullable(),
  rush: z.boolean(),
  notes: z.string().nullable(),
  delivery: orderDeliverySchema.nullable(),
  /** ISO-8601: a waiting order is declined and refunded after this. Null for old orders. */
  acceptBy: z.string().nullable(),
  declineReason: z.string().nullable(),
  readyPhotoUrl: z.string().nullable(),
  courier: z.string().nullable(),
  trackingNote: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TailorOrder = z.infer<typeof tailorOrderSchema>;
