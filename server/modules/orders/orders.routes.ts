import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, userParamsSchema } from '../../../shared/schemas/common.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { assertIsCurrentUser } from '../../plugins/session.ts';
import * as ordersRepository from './orders.repository.ts';

export async function ordersRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/users/:userId/orders', { schema: { params: userParamsSchema } }, async (request) => {
    assertIsCurrentUser(request, request.params.userId);
    return ordersRepository.findByUser(db, request.userId);
  });

  r.get('/api/orders/:id', { schema: { params: idParamsSchema } }, async (request) => {
    const order = await ordersRepository.findById(db, request.params.id);
    // Someone else's order answers exactly like a missing one, so ids reveal nothing.
    if (!order || order.userId !== request.userId) throw new NotFoundError('Order not found');
    return order;
  });
}
