import { z } from 'zod';
import { measurementFields, measurementUnits, type MeasurementKey } from '../catalog.ts';
import { FIT_CLAIM_EVENTS, FIT_CLAIM_SEVERITIES, FIT_CLAIM_STATES } from './fit-claims-rules.ts';
import { parseMediaUrl } from '../uploads.ts';
import { contract, type Json } from '../api/endpoint.ts';
import { fitClaimsApi } from '../api/fit-claims.ts';
import {
  emptyBodySchema,
  idParamsSchema,
  idSchema,
  optionalText,
  requiredText,
  userParamsSchema,
} from './common.ts';

export const FIT_CLAIM_PHOTOS_MAX = 6;

const photoUrl = z
  .string()
  .max(200)
  .refine((url) => parseMediaUrl(url) !== undefined, 'A photo must be one you uploaded to Telo');

/** Measurements the shopper re-took for the claim: any of the 12, in inches or centimeters. */
const retakenMeasurements = z
  .object({
    unit: z.enum(measurementUnits, { error: 'Unit must be inches or centimeters' }),
    ...(Object.fromEntries(
      measurementFields.map((f) => [
        f.key,
        z
          .number({ error: `${f.label} must be a number` })
          .positive(`${f.label} must be above 0`)
          .max(250, `${f.label} is too large`)
          .optional(),
      ]),
    ) as Record<MeasurementKey, z.ZodOptional<z.ZodNumber>>),
  })
  .strict();

/** POST /api/fit-claims: the shopper reports a fit problem on a delivered order of theirs. */
export const createFitClaimSchema = z.object({
  orderId: idSchema,
  garment: requiredText('Garment', 120),
  problem: requiredText('What is wrong', 2000),
  severity: z.enum(FIT_CLAIM_SEVERITIES, { error: 'Choose a minor or a major adjustment' }),
  photos: z
    .array(photoUrl)
    .max(FIT_CLAIM_PHOTOS_MAX, `At most ${FIT_CLAIM_PHOTOS_MAX} photos`)
    .default([]),
  measurements: retakenMeasurements.nullish().transform((m) => m ?? null),
});
export type CreateFitClaim = z.input<typeof createFitClaimSchema>;

/** POST /api/fit-claims/{id}/answer: the tailor's answer to a reported claim. */
export const answerFitClaimSchema = z.object({
  answer: z.enum(['alteration', 'remake', 'cannot_fix'], {
    error: 'Answer with an alteration, a remake or cannot fix',
  }),
  note: optionalText('Note', 1000),
});
export type AnswerFitClaim = z.input<typeof answerFitClaimSchema>;

/** POST /api/fit-claims/{id}/dispute: either side asks Telo to decide. */
export const disputeFitClaimSchema = z.object({ note: requiredText('Reason', 1000) });

/** POST /api/fit-claims/{id}/decide: an admin decides a disputed claim. */
export const decideFitClaimSchema = z
  .object({
    decision: z.enum(['alteration', 'remake', 'credit', 'rejected'], {
      error: 'Decide an alteration, a remake, credit or not covered',
    }),
    /** Naira, for a credit decision: at most the claim's cap and the order's total. */
    creditAmount: z
      .number({ error: 'Credit must be an amount in naira' })
      .positive('Credit must be above ₦0')
      .max(1_000_000, 'Credit is too large')
      .optional(),
    note: requiredText('Note', 1000),
  })
  .refine((d) => d.decision !== 'credit' || d.creditAmount !== undefined, {
    path: ['creditAmount'],
    message: 'Give the credit amount',
  });
export type DecideFitClaim = z.input<typeof decideFitClaimSchema>;

const fitClaimEventSchema = z.object({
  kind: z.enum(FIT_CLAIM_EVENTS),
  actor: z.enum(['shopper', 'tailor', 'admin']),
  note: z.string().nullable(),
  at: z.string(),
});
export type FitClaimEvent = z.output<typeof fitClaimEventSchema>;

export const FIT_CLAIM_ACTIONS = [
  'answer',
  'alteration_done',
  'remake_done',
  'dispute',
  'decide',
] as const;
export type FitClaimAction = (typeof FIT_CLAIM_ACTIONS)[number];

/** A claim as its three parties read it, with its timeline (oldest first). */
export const fitClaimSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  userId: z.string(),
  tailorId: z.string(),
  garment: z.string(),
  problem: z.string(),
  severity: z.enum(FIT_CLAIM_SEVERITIES),
  photos: z.array(z.string()),
  measurements: z.record(z.string(), z.union([z.number(), z.string()])).nullable(),
  state: z.enum(FIT_CLAIM_STATES),
  /** Naira credited, when the claim ended in store credit. */
  creditAmount: z.number().nullable(),
  /** Naira: the most this claim can credit (its cap, never above the order's total). */
  creditCap: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  product: z.object({ name: z.string(), imageUrl: z.string() }),
  tailor: z.object({ businessName: z.string() }),
  events: z.array(fitClaimEventSchema),
  /** What the reader may do now: the buttons the claim page shows. */
  viewer: z.enum(['shopper', 'tailor', 'admin']),
  actions: z.array(z.enum(FIT_CLAIM_ACTIONS)),
});
export type FitClaim = Json<z.output<typeof fitClaimSchema>>;
export const fitClaimListSchema = z.array(fitClaimSchema);

/** GET /api/users/{userId}/store-credit: the balance and its ledger, newest first (naira). */
export const storeCreditSchema = z.object({
  balance: z.number(),
  entries: z.array(
    z.object({
      kind: z.enum(['issued', 'spent', 'returned']),
      amount: z.number(),
      claimId: z.string().nullable(),
      orderId: z.string().nullable(),
      at: z.date(),
    }),
  ),
});
export type StoreCredit = Json<z.output<typeof storeCreditSchema>>;

export const fitClaimsContract = contract(fitClaimsApi, {
  report: {
    summary: 'Reports a fit problem on a delivered order of the shopper, within 30 days (201)',
    body: createFitClaimSchema,
    response: fitClaimSchema,
  },
  one: {
    summary: 'One claim with its timeline and what the reader may do now',
    params: idParamsSchema,
    response: fitClaimSchema,
  },
  mine: {
    summary: "The shopper's own claims, newest first",
    params: userParamsSchema,
    response: fitClaimListSchema,
  },
  tailor: { summary: "Claims on the signed-in tailor's orders", response: fitClaimListSchema },
  admin: {
    summary: "Disputed claims waiting for an admin's decision",
    response: fitClaimListSchema,
  },
  answer: {
    summary: "The tailor's answer: an alteration, a remake or cannot fix",
    params: idParamsSchema,
    body: answerFitClaimSchema,
    response: fitClaimSchema,
  },
  done: {
    summary: 'The tailor marks the alteration or remake done',
    params: idParamsSchema,
    body: emptyBodySchema,
    response: fitClaimSchema,
  },
  dispute: {
    summary: 'Either side asks Telo to decide',
    params: idParamsSchema,
    body: disputeFitClaimSchema,
    response: fitClaimSchema,
  },
  decide: {
    summary:
      'An admin decides a disputed claim: an alteration, a remake, store credit or not covered',
    params: idParamsSchema,
    body: decideFitClaimSchema,
    response: fitClaimSchema,
  },
  storeCredit: {
    summary: "The shopper's store credit: the balance and its ledger, newest first (naira)",
    params: userParamsSchema,
    response: storeCreditSchema,
  },
});

export { FIT_CLAIM_EVENTS, FIT_CLAIM_STATES };
