/**
 * Approve before dispatch (issue 29, decision 050): the bodies of the shopper's "Looks right" and
 * "Ask for a change" and of the tailor's answer, and the approval as both sides' answers carry it.
 * The rule's numbers are shared/order-approval.ts.
 */
import { z } from 'zod';
import {
  APPROVAL_STATES,
  APPROVED_BY,
  CHANGE_ANSWERS,
  CHANGE_NOTE_MAX,
  CHANGE_PHOTOS_MAX,
} from '../order-approval.ts';
import { parseMediaUrl } from '../uploads.ts';
import { optionalText, requiredText } from './common.ts';

const photoUrl = z
  .string({ error: 'A photo must be one you uploaded to Telo' })
  .max(200, 'A photo must be one you uploaded to Telo')
  .refine((url) => parseMediaUrl(url) !== undefined, 'A photo must be one you uploaded to Telo');

/** POST /api/orders/{id}/change-request: what the shopper wants changed, with photos. */
export const changeRequestSchema = z.object({
  note: requiredText('What to change', CHANGE_NOTE_MAX),
  photos: z
    .array(photoUrl, { error: 'Photos must be a list' })
    .max(CHANGE_PHOTOS_MAX, `At most ${CHANGE_PHOTOS_MAX} photos`)
    .default([]),
});
export type ChangeRequestBody = z.input<typeof changeRequestSchema>;

/** POST /api/tailor/orders/{id}/change-answer: back to sewing, or a reply explaining. */
export const changeAnswerSchema = z
  .object({
    answer: z.enum(CHANGE_ANSWERS, { error: 'Answer with sewing or explain' }),
    reply: optionalText('Reply', CHANGE_NOTE_MAX),
  })
  .refine((body) => body.answer !== 'explain' || body.reply, {
    message: 'Reply is required to explain',
    path: ['reply'],
  });
export type ChangeAnswerBody = z.input<typeof changeAnswerSchema>;

export const changeRequestAnswer = z.object({
  round: z.number().int(),
  note: z.string(),
  photos: z.array(z.string()),
  createdAt: z.string(),
  answer: z.enum(CHANGE_ANSWERS).nullable(),
  reply: z.string().nullable(),
  answeredAt: z.string().nullable(),
});

/** An order's approval; null before it is first ready. */
export const orderApprovalSchema = z.object({
  state: z.enum(APPROVAL_STATES),
  /** ISO-8601: with no answer by then the order counts as approved. Null unless awaiting. */
  approveBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
  approvedBy: z.enum(APPROVED_BY).nullable(),
  roundsUsed: z.number().int(),
  freeRounds: z.number().int(),
  /** Oldest first. */
  requests: z.array(changeRequestAnswer),
});
export type OrderApproval = z.infer<typeof orderApprovalSchema>;
