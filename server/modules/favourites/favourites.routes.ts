import type { FastifyInstance } from 'fastify';
import { favouritesContract as c } from '../../../shared/schemas/favourites.ts';
import type { Db } from '../../db/client.ts';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/pg-error.ts';
import { NotFoundError } from '../../errors.ts';
import { route } from '../../plugins/route.ts';
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
  route(app, c.followedTailors, {}, async (request) =>
    favourites.followedTailors(db, currentUserId(request, request.params.userId)),
  );

  route(app, c.follow, {}, async (request, reply) => {
    const userId = currentUserId(request, request.body.userId);
    await orNotFound(favourites.follow(db, userId, request.body.tailorId), 'Tailor');
    reply.status(201);
    return { tailorId: request.body.tailorId, following: true as const };
  });

  route(app, c.unfollow, {}, async (request, reply) => {
    const userId = currentUserId(request, request.params.userId);
    await favourites.unfollow(db, userId, request.params.tailorId);
    return reply.status(204).send();
  });

  route(app, c.wishlist, {}, async (request) =>
    favourites.wishlist(db, currentUserId(request, request.params.userId)),
  );

  route(app, c.save, {}, async (request, reply) => {
    const userId = currentUserId(request, request.body.userId);
    await orNotFound(favourites.save(db, userId, request.body.productId), 'Product');
    reply.status(201);
    return { productId: request.body.productId, saved: true as const };
  });

  route(app, c.unsave, {}, async (request, reply) => {
    const userId = currentUserId(request, request.params.userId);
    await favourites.unsave(db, userId, request.params.productId);
    return reply.status(204).send();
  });
}
