import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../../../errors.ts';

/**
 * An order belongs to an account (issue 12): in demo mode the demo shopper's, in live mode a
 * signed-in one's. A live-mode guest may fill a cart and see a quote, but signs in to order.
 */
export function buyerId(request: FastifyRequest) {
  if (request.userId === null || request.session.guest) {
    throw new UnauthorizedError('Sign in to check out');
  }
  return request.userId;
}
