import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addCartItemSchema, cartItemParamsSchema } from '../../../shared/schemas/cart.ts';
import { userParamsSchema } from '../../../shared/schemas/common.ts';
import type { Db } from '../../db/client.ts';
import { assertIsCurrentUser } from '../../plugins/session.ts';
import * as cartRepository from './cart.repository.ts';
import * as cartService from './cart.service.ts';

export async function cartRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/users/:userId/cart', { schema: { params: userParamsSchema } }, async (request) => {
    assertIsCurrentUser(request, request.params.userId);
    return cartRepository.findByUser(db, request.userId);
  });

  r.post('/api/cart', { schema: { body: addCartItemSchema } }, async (request, reply) => {
    assertIsCurrentUser(request, request.body.userId);
    const item = await cartService.addItem(db, { ...request.body, userId: request.userId });
    return reply.status(201).send(item);
  });

  r.delete(
    '/api/users/:userId/cart/:productId',
    { schema: { params: cartItemParamsSchema } },
    async (request, reply) => {
      assertIsCurrentUser(request, request.params.userId);
      await cartService.removeItem(db, request.userId, request.params.productId);
      return reply.status(204).send();
    },
  );

  r.delete(
    '/api/users/:userId/cart',
    { schema: { params: userParamsSchema } },
    async (request, reply) => {
      assertIsCurrentUser(request, request.params.userId);
      await cartRepository.removeAll(db, request.userId);
      return reply.status(204).send();
    },
  );
}
