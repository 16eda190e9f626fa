import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userParamsSchema } from '../../../shared/schemas/common.ts';
import {
  favouritesPaths,
  followedTailorParamsSchema,
  followTailorSchema,
  saveToWishlistSchema,
  wishlistItemParamsSchema,
} from '../../../shared/schemas/favourites.ts';
import type { Db } from '../../db/client.ts';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/pg-error.ts';
import { NotFoundError } from '../../errors.ts';
import { currentUserId } from '../../plugins/session.ts';
import * as favourites from './favourites.repository.ts';

/** A tailor or outfit that does not exist is caught by the foreign key, not a prior read. */
async function orNotFound(work: Promise<void>, what: string) {
  try {
    await work;
  } catch (error) {
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION)
      throw new NotFoundError(`${what} not found`);
    throw error;
  }
}

/**
 * Follow Tailor and Save to Wishlist (issue 15). Like the cart: the session's user, never an id
 * from the client; writes are idempotent (following twice is following once), so a double tap
 * or a retried request changes nothing.
 */
export async function favouritesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/users/:userId/followed-tailors',
    { schema: { params: userParamsSchema } },
    async (request) =>
      favourites.followedTailors(db, currentUserId(request, request.params.userId)),
  );

  r.post(
    favouritesPaths.follow,
    { schema: { body: followTailorSchema } },
    async (request, reply) => {
      const userId = currentUserId(request, request.body.userId);
      await orNotFound(favourites.follow(db, userId, request.body.tailorId), 'Tailor');
      return reply.status(201).send({ tailorId: request.body.tailorId, following: true });
    },
  );

  r.delete(
    '/api/users/:userId/followed-tailors/:tailorId',
    { schema: { params: followedTailorParamsSchema } },
    async (request, reply) => {
      const userId = currentUserId(request, request.params.userId);
      await favourites.unfollow(db, userId, request.params.tailorId);
      return reply.status(204).send();
    },
  );

  r.get('/api/users/:userId/wishlist', { schema: { params: userParamsSchema } }, async (request) =>
    favourites.wishlist(db, currentUserId(request, request.params.userId)),
  );

  r.post(
    favouritesPaths.save,
    { schema: { body: saveToWishlistSchema } },
    async (request, reply) => {
      const userId = currentUserId(request, request.body.userId);
      await orNotFound(favourites.save(db, userId, request.body.productId), 'Product');
      return reply.status(201).send({ productId: request.body.productId, saved: true });
    },
  );

  r.delete(
    '/api/users/:userId/wishlist/:productId',
    { schema: { params: wishlistItemParamsSchema } },
    async (request, reply) => {
      const userId = currentUserId(request, request.params.userId);
      await favourites.unsave(db, userId, request.params.productId);
      return reply.status(204).send();
    },
  );
}
