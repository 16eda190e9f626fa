import type * as S from '../schemas/review.ts';
import { endpoint } from './endpoint.ts';

/** Reviews of completed orders and the tailor's one reply to each (issue 15). */
export const reviewsApi = {
  create: endpoint<{
    params: typeof S.orderParams;
    body: typeof S.createReviewSchema;
    response: typeof S.review;
  }>('POST', '/api/orders/:orderId/review'),
  mine: endpoint<{ params: typeof S.userParams; response: typeof S.reviewList }>(
    'GET',
    '/api/users/:userId/reviews',
  ),
  ofTailor: endpoint<{
    params: typeof S.tailorParams;
    query: typeof S.reviewListQuerySchema;
    response: typeof S.tailorReviewPage;
  }>('GET', '/api/tailors/:tailorId/reviews'),
  reply: endpoint<{
    params: typeof S.reviewParamsSchema;
    body: typeof S.replySchema;
    response: typeof S.review;
  }>('POST', '/api/reviews/:reviewId/reply'),
};
