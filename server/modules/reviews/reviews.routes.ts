import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userParamsSchema } from '../../../shared/schemas/common.ts';
import { orderParamsSchema, tailorParamsSchema } from '../../../shared/schemas/message.ts';
import {
  createReviewSchema,
  replySchema,
  reviewListQuerySchema,
  reviewParamsSchema,
} from '../../../shared/schemas/review.ts';
import type { Db } from '../../db/client.ts';
import { currentUserId } from '../../plugins/session.ts';
import { createReviewsService } from './reviews.service.ts';

/** Reviews of completed orders and the tailor's replies (issue 15). */
export async function reviewsRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Db; clock: () => Date },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createReviewsService(db, clock);

  r.post(
    '/api/orders/:orderId/review',
    { schema: { params: orderParamsSchema, body: createReviewSchema } },
    async (request, reply) =>
      reply.status(201).send(await service.create(request.params.orderId, request.body, request)),
  );

  /** The shopper's own reviews: the orders page shows which orders are reviewed. */
  r.get('/api/users/:userId/reviews', { schema: { params: userParamsSchema } }, async (request) =>
    service.mine(currentUserId(request, request.params.userId)),
  );

  /** The Reviews tab of /tailors/{id} and the product page: newest first, paged. */
  r.get(
    '/api/tailors/:tailorId/reviews',
    { schema: { params: tailorParamsSchema, querystring: reviewListQuerySchema } },
    async (request) => {
      const { page, pageSize } = request.query;
      return service.forTailor(request.params.tailorId, page, pageSize, request);
    },
  );

  r.post(
    '/api/reviews/:reviewId/reply',
    { schema: { params: reviewParamsSchema, body: replySchema } },
    async (request) => service.reply(request.params.reviewId, request.body.body, request),
  );
}
