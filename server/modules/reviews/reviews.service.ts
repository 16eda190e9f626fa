import type { FastifyRequest } from 'fastify';
import type { CreateReview, Review } from '../../../shared/schemas/review.ts';
import type { Db } from '../../db/client.ts';
import { OWN_WORKSHOP_REVIEW } from '../../../shared/own-workshop.ts';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../errors.ts';
import { assertOwnUploads } from '../../uploads/uploads.repository.ts';
import { lockTailor } from '../tailors/tailors.repository.ts';
import * as repo from './reviews.repository.ts';

/** "Adaeze Okafor" → "Adaeze O.": a review names its writer without their full name. */
export function reviewerName(fullName: string) {
  const [first, ...rest] = fullName.trim().split(/\s+/);
  if (!first) return 'Telo shopper';
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

export function toReview(row: NonNullable<Awaited<ReturnType<typeof repo.findById>>>): Review {
  return {
    id: row.id,
    orderId: row.orderId,
    tailorId: row.tailorId,
    reviewer: reviewerName(row.fullName),
    productName: row.productName,
    rating: row.rating,
    body: row.body,
    photos: row.photos,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createReviewsService(db: Db, clock: () => Date) {
  return {
    /**
     * Rate & Review: only the order's shopper, never the tailor's own account, only once it is
     * completed, once per order. The review and the tailor's new rating and count commit together.
     */
    async create(orderId: string, input: CreateReview, request: FastifyRequest): Promise<Review> {
      const userId = request.userId;
      if (userId === null || request.session.guest) throw new UnauthorizedError();
      const photos = input.photos ?? [];
      await assertOwnUploads(db, userId, photos);
      const id = await db.transaction(async (tx) => {
        const order = await repo.findOrderToReview(tx, orderId);
        // Someone else's order answers exactly like a missing one.
        if (!order || order.userId !== userId) throw new NotFoundError('Order not found');
        // No self-dealing (decision 045): the owner of the order's tailor may not rate it, even
        // for an order placed before the checkout refused her own outfits.
        if (order.tailorUserId === userId) throw new ForbiddenError(OWN_WORKSHOP_REVIEW);
        if (order.status !== 'completed') {
          throw new ConflictError('Only a completed order can be reviewed');
        }
        await lockTailor(tx, order.tailorId);
        const inserted = await repo.insertReview(tx, {
          orderId,
          userId,
          tailorId: order.tailorId,
          productId: order.productId,
          rating: input.rating,
          body: input.body.trim(),
          photos,
        });
        if (!inserted) throw new ConflictError('This order has already been reviewed');
        await repo.recomputeTailorRating(tx, order.tailorId);
        return inserted;
      });
      return toReview((await repo.findById(db, id))!);
    },

    async mine(userId: string): Promise<Review[]> {
      return (await repo.byUser(db, userId)).map(toReview);
    },

    async forTailor(tailorId: string, page: number, pageSize: number, request: FastifyRequest) {
      const tailor = await repo.findTailor(db, tailorId);
      if (!tailor) throw new NotFoundError('Tailor not found');
      const [rows, distribution] = await Promise.all([
        repo.pageForTailor(db, tailorId, page, pageSize),
        repo.distribution(db, tailorId),
      ]);
      return {
        items: rows.map(toReview),
        page,
        pageSize,
        total: distribution.reduce((a, b) => a + b, 0),
        rating: tailor.rating,
        distribution,
        // The tailor reading their own reviews may reply to them.
        mine: request.session.signedIn && tailor.userId === request.userId,
      };
    },

    /** The tailor's one reply to a review of their business. */
    async reply(reviewId: string, body: string, request: FastifyRequest): Promise<Review> {
      const review = await repo.findById(db, reviewId);
      if (!review) throw new NotFoundError('Review not found');
      const tailor = await repo.findTailor(db, review.tailorId);
      if (!request.session.signedIn || tailor?.userId !== request.userId) {
        throw new NotFoundError('Review not found');
      }
      if (!(await repo.setReply(db, reviewId, body, clock()))) {
        throw new ConflictError('This review already has your reply');
      }
      return toReview((await repo.findById(db, reviewId))!);
    },
  };
}
