import type * as S from '../schemas/review.ts';
import { endpoint } from './endpoint.ts';

/** Reviews of completed orders and the tailor's one reply to each (issue 15). */
export const reviewsApi = {
  create: endpoint<{
    params: typeof S.orderParams;
    body: typeof S.createReviewSchema;
    response: typeof S.review;
  }>(
    'POST',
    '/api/orders/:orderId/review',
    "Rates a completed order of the shopper's (201; 404 not theirs, 409 not completed or reviewed)",
  ),
  mine: endpoint<{ params: typeof S.userParams; response: typeof S.reviewList }>(
    'GET',
    '/api/users/:userId/reviews',
    "The shopper's own reviews, newest first",
  ),
  ofTailor: endpoint<{
    params: typeof S.tailorParams;
    query: typeof S.reviewListQuerySchema;
    response: typeof S.tailorReviewPage;
  }>(
    'GET',
    '/api/tailors/:tailorId/reviews',
    "A tailor's reviews, newest first, a page at a time, with the count of each star (404)",
  ),
  reply: endpoint<{
    params: typeof S.reviewParamsSchema;
    body: typeof S.replySchema;
    response: typeof S.review;
  }>(
    'POST',
    '/api/reviews/:reviewId/reply',
    "The tailor's one reply to a review of their business (404; 409 replied already)",
  ),
};
