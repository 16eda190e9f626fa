import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PLACEHOLDER_USER_ID } from '../../shared/catalog.ts';
import { ForbiddenError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The shopper this request acts for. Never taken from the request body or path. */
    userId: string;
  }
}

/**
 * The seam sign-in will use: today every request acts for the spec's placeholder shopper.
 * Routes compare ids that clients send against this one and refuse a mismatch.
 */
export function registerCurrentUser(app: FastifyInstance) {
  app.decorateRequest('userId', '');
  app.addHook('onRequest', async (request) => {
    request.userId = PLACEHOLDER_USER_ID;
  });
}

export function assertIsCurrentUser(request: FastifyRequest, userId: string | undefined) {
  if (userId !== undefined && userId !== request.userId) {
    throw new ForbiddenError('You may only access your own cart, measurements and orders');
  }
}
