import { z } from 'zod';
import { contract, type Json } from '../api/endpoint.ts';
import { reviewsApi } from '../api/reviews.ts';
import { idSchema, requiredText, userParamsSchema } from './common.ts';
import {
  RATING_REQUIRED,
  REPLY_MAX,
  REVIEW_MAX,
  REVIEW_MIN,
  REVIEW_TOO_SHORT,
} from './conversation-rules.ts';
import { orderParamsSchema, photoUrlsSchema, tailorParamsSchema } from './message.ts';
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

export const orderParams = orderParamsSchema;
export const tailorParams = tailorParamsSchema;
export const userParams = userParamsSchema;

export const review = z.object({
  id: z.string(),
  orderId: z.string(),
  tailorId: z.string(),
  /** First name and initial of the shopper ("Adaeze O."), never the full name or id. */
  reviewer: z.string(),
  productName: z.string(),
  rating: z.number(),
  body: z.string(),
  photos: z.array(z.string()),
  reply: z.string().nullable(),
  /** ISO-8601. */
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Review = Json<z.output<typeof review>>;
export const reviewList = z.array(review);

const count = z.number();
export const tailorReviewPage = z.object({
  items: z.array(review),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  rating: z.number(),
  /** Reviews with 1…5 stars: distribution[0] is the count of one-star reviews. */
  distribution: z.tuple([count, count, count, count, count]),
  /** The tailor reading their own reviews (who may reply to them). */
  mine: z.boolean(),
});
export type TailorReviewPage = Json<z.output<typeof tailorReviewPage>>;

export const reviewsContract = contract(reviewsApi, {
  create: {
    summary:
      "Rates a completed order of the shopper's (201; 404 not theirs, 409 not completed or reviewed)",
    params: orderParams,
    body: createReviewSchema,
    response: review,
  },
  mine: {
    summary: "The shopper's own reviews, newest first",
    params: userParams,
    response: reviewList,
  },
  ofTailor: {
    summary:
      "A tailor's reviews, newest first, a page at a time, with the count of each star (404)",
    params: tailorParams,
    query: reviewListQuerySchema,
    response: tailorReviewPage,
  },
  reply: {
    summary: "The tailor's one reply to a review of their business (404; 409 replied already)",
    params: reviewParamsSchema,
    body: replySchema,
    response: review,
  },
});
