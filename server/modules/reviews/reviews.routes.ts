import type { FastifyInstance } from 'fastify';
import { reviewsContract } from '../../../shared/schemas/review.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../plugins/route.ts';
import { currentUserId } from '../../plugins/session.ts';
import { createReviewsService } from './reviews.service.ts';

/** Reviews of completed orders and the tailor's replies (issue 15). */
export async function reviewsRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Db; clock: () => Date },
) {
  const service = createReviewsService(db, clock);

  route(app, reviewsContract.create, {}, async (request, reply) => {
    const review = await service.create(request.params.orderId, request.body, request);
    reply.status(201);
    return review;
  });

  /** The shopper's own reviews: the orders page shows which orders are reviewed. */
  route(app, reviewsContract.mine, {}, (request) =>
    service.mine(currentUserId(request, request.params.userId)),
  );

  /** The Reviews tab of /tailors/{id} and the product page: newest first, paged. */
  route(app, reviewsContract.ofTailor, {}, (request) => {
    const { page, pageSize } = request.query;
    return service.forTailor(request.params.tailorId, page, pageSize, request);
  });

  route(app, reviewsContract.reply, {}, (request) =>
    service.reply(request.params.reviewId, request.body.body, request),
  );
}
