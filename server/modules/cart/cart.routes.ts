import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addCartItemSchema,
  cartItemParamsSchema,
  type CartCount,
} from '../../../shared/schemas/cart.ts';
import { userParamsSchema } from '../../../shared/schemas/common.ts';
import type { Db } from '../../db/client.ts';
import { currentUserId } from '../../plugins/session.ts';
import * as cartRepository from './cart.repository.ts';
import * as cartService from './cart.service.ts';

export async function cartRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/users/:userId/cart', { schema: { params: userParamsSchema } }, async (request) => {
    return cartRepository.findByUser(db, currentUserId(request, request.params.userId));
  });

  // The header's badge on every page (issue 17): a count is not the contents, which the spec
  // reads only while the sheet is open.
  r.get(
    '/api/users/:userId/cart/count',
    { schema: { params: userParamsSchema } },
    async (request): Promise<CartCount> => {
      const userId = currentUserId(request, request.params.userId);
      return { count: await cartRepository.countPieces(db, userId) };
    },
  );

  r.post('/api/cart', { schema: { body: addCartItemSchema } }, async (request, reply) => {
    const userId = currentUserId(request, request.body.userId);
    const item = await cartService.addItem(db, { ...request.body, userId });
    return reply.status(201).send(item);
  });

  r.delete(
    '/api/users/:userId/cart/:productId',
    { schema: { params: cartItemParamsSchema } },
    async (request, reply) => {
      const userId = currentUserId(request, request.params.userId);
      await cartService.removeItem(db, userId, request.params.productId);
      return reply.status(204).send();
    },
  );

  r.delete(
    '/api/users/:userId/cart',
    { schema: { params: userParamsSchema } },
    async (request, reply) => {
      await cartRepository.removeAll(db, currentUserId(request, request.params.userId));
      return reply.status(204).send();
    },
  );
}
