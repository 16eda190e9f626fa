/**
 * The tailor's orders (issue 14): the contract between the workspace's Orders tab and the server.
 * Every route needs a signed-in account with the tailor role (401 / 403) and acts only on the
 * orders of that account's own tailor: any other id answers 404, exactly like a missing one.
 * The calls are shared/api/tailor-orders.ts.
 */
import { z } from 'zod';
import { contract } from '../api/endpoint.ts';
import { tailorOrdersApi } from '../api/tailor-orders.ts';
import { orderStatuses } from '../catalog.ts';
import { ORDER_PAYMENT_STATES, PRODUCTION_STAGES } from '../order-lifecycle.ts';
import { idParamsSchema, requiredText } from './common.ts';
import { pageOf, pageQuerySchema } from './page.ts';
import { changeAnswerSchema, orderApprovalSchema } from './order-approval.ts';

/** Accepting carries nothing: an empty object, or no body at all. */
export const acceptRequestSchema = z.object({}).optional();

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

/**
 * Where the order goes, as stored (server/db/schema/orders.ts StoredDelivery): an answer is
 * encoded, so it names the shape without checkout's input rules (trimming, the phone's pattern).
 */
const storedDeliverySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('delivery'),
    address: z.object({
      name: z.string(),
      phone: z.string(),
      street: z.string(),
      city: z.string(),
      state: z.string(),
    }),
    fee: z.number(),
  }),
  z.object({ kind: z.literal('pickup'), city: z.string(), fee: z.literal(0) }),
]);

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
  delivery: storedDeliverySchema.nullable(),
  /** ISO-8601: a waiting order is declined and refunded after this. Null for old orders. */
  acceptBy: z.string().nullable(),
  declineReason: z.string().nullable(),
  readyPhotoUrl: z.string().nullable(),
  courier: z.string().nullable(),
  trackingNote: z.string().nullable(),
  /** Approve before dispatch (issue 29): null before the order is first ready. */
  approval: orderApprovalSchema.nullable(),
  /** An aso-ebi guest's order (issue 32): its event, due by the event's sew-by date. */
  event: z.object({ id: z.string(), name: z.string(), sewBy: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TailorOrder = z.infer<typeof tailorOrderSchema>;
export const tailorOrdersAnswer = z.array(tailorOrderSchema);
/** Finished orders (delivered, declined, cancelled), a page at a time, newest first. */
export const finishedOrdersPage = pageOf(tailorOrderSchema);
export const finishedOrdersQuery = pageQuerySchema;

export const tailorOrdersContract = contract(tailorOrdersApi, {
  list: {
    summary: "The tailor's open orders (waiting and in progress), newest first (at most 200)",
    response: tailorOrdersAnswer,
  },
  finished: {
    summary:
      "The tailor's finished orders (completed, declined, cancelled), newest change first, a page at a time",
    query: finishedOrdersQuery,
    response: finishedOrdersPage,
  },
  one: {
    summary: "One of the tailor's orders",
    params: idParamsSchema,
    response: tailorOrderSchema,
  },
  accept: {
    summary: 'Accepts a paid order (409 unless it is waiting)',
    params: idParamsSchema,
    body: acceptRequestSchema,
    response: tailorOrderSchema,
  },
  decline: {
    summary: 'Declines a waiting order; the shopper is refunded in full (409 unless it is waiting)',
    params: idParamsSchema,
    body: declineRequestSchema,
    response: tailorOrderSchema,
  },
  stage: {
    summary:
      'One production step (409 when out of order, or dispatch before the shopper approved or 48 hours passed)',
    params: idParamsSchema,
    body: stageRequestSchema,
    response: tailorOrderSchema,
  },
  changeAnswer: {
    summary:
      "Answers the shopper's change request at ready: back to sewing, or a reply explaining (409 with none open)",
    params: idParamsSchema,
    body: changeAnswerSchema,
    response: tailorOrderSchema,
  },
});
