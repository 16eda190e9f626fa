import { z } from 'zod';
import { measurementFields, measurementUnits, type MeasurementKey } from '../catalog.ts';
import {
  FIT_CLAIM_EVENTS,
  FIT_CLAIM_SEVERITIES,
  FIT_CLAIM_STATES,
  type FitClaimEventKind,
  type FitClaimSeverity,
  type FitClaimState,
} from '../fit-claims.ts';
import { parseMediaUrl } from '../uploads.ts';
import { idSchema, optionalText, requiredText } from './common.ts';

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

export { fitClaimsPaths } from '../fit-claims.ts';

export type FitClaimEvent = {
  kind: FitClaimEventKind;
  actor: 'shopper' | 'tailor' | 'admin';
  note: string | null;
  at: string;
};

/** A claim as its three parties read it, with its timeline (oldest first). */
export type FitClaim = {
  id: string;
  orderId: string;
  userId: string;
  tailorId: string;
  garment: string;
  problem: string;
  severity: FitClaimSeverity;
  photos: string[];
  measurements: Record<string, number | string> | null;
  state: FitClaimState;
  /** Naira credited, when the claim ended in store credit. */
  creditAmount: number | null;
  /** Naira: the most this claim can credit (its cap, never above the order's total). */
  creditCap: number;
  createdAt: string;
  updatedAt: string;
  product: { name: string; imageUrl: string };
  tailor: { businessName: string };
  events: FitClaimEvent[];
  /** What the reader may do now: the buttons the claim page shows. */
  viewer: 'shopper' | 'tailor' | 'admin';
  actions: FitClaimAction[];
};

export type FitClaimAction = 'answer' | 'alteration_done' | 'remake_done' | 'dispute' | 'decide';

/** GET /api/users/{userId}/store-credit: the balance and its ledger, newest first (naira). */
export type StoreCredit = {
  balance: number;
  entries: {
    kind: 'issued' | 'spent' | 'returned';
    amount: number;
    claimId: string | null;
    orderId: string | null;
    at: string;
  }[];
};

export { FIT_CLAIM_EVENTS, FIT_CLAIM_STATES };
