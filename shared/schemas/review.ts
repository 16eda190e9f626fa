import { z } from 'zod';
import { idSchema, requiredText } from './common.ts';
import {
  RATING_REQUIRED,
  REPLY_MAX,
  REVIEW_MAX,
  REVIEW_MIN,
  REVIEW_TOO_SHORT,
} from './conversation-rules.ts';
import { photoUrlsSchema } from './message.ts';
import { tooLongMessage } from './text-rules.ts';

export const createReviewSchema = z
  .object({
    rating: z
      .number({ error: RATING_REQUIRED })
      .int(RATING_REQUIRED)
      .min(1, RATING_REQUIRED)
      .max(5, RATING_REQUIRED),
    body: z
      .string({ error: 'Review must be text' })
      .trim()
      .min(REVIEW_MIN, REVIEW_TOO_SHORT)
      .max(REVIEW_MAX, tooLongMessage('Review', REVIEW_MAX)),
    photos: photoUrlsSchema,
  })
  .strict();
export type CreateReview = z.input<typeof createReviewSchema>;

export const replySchema = z.object({ body: requiredText('Reply', REPLY_MAX) }).strict();

export const reviewParamsSchema = z.object({ reviewId: idSchema });

export const reviewListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export type Review = {
  id: string;
  orderId: string;
  tailorId: string;
  /** First name and initial of the shopper ("Adaeze O."), never the full name or id. */
  reviewer: string;
  productName: string;
  rating: number;
  body: string;
  photos: string[];
  reply: string | null;
  repliedAt: string | null;
  createdAt: string;
};

export type ReviewPage = {
  items: Review[];
  page: number;
  pageSize: number;
  total: number;
  rating: number;
  /** Reviews with 1…5 stars: distribution[0] is the count of one-star reviews. */
  distribution: [number, number, number, number, number];
};
