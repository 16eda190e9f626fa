import type { FastifyInstance } from 'fastify';
import { cartContract } from '../../../shared/schemas/cart.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../plugins/route.ts';
import { currentUserId } from '../../plugins/session.ts';
import * as cartRepository from './cart.repository.ts';
import * as cartService from './cart.service.ts';

/** The shopper's cart (spec §3, §7): every call acts for the session's user (currentUserId). */
export async function cartRoutes(app: FastifyInstance, { db }: { db: Db }) {
  // Personal, so never cached: every opening of the sheet is the session lookup and one prepared
  // read (decision 060), both cheap enough that a change shows on the very next read.
  route(app, cartContract.list, {}, async (request) =>
    cartRepository.findByUser(db, currentUserId(request, request.params.userId)),
  );

  // The header's badge on every page (issue 17): a count is not the contents, which the spec
  // reads only while the sheet is open.
  route(app, cartContract.count, {}, async (request) => {
    const userId = currentUserId(request, request.params.userId);
    return { count: await cartRepository.countPieces(db, userId) };
  });

  route(app, cartContract.add, {}, async (request, reply) => {
    const userId = currentUserId(request, request.body.userId);
    const item = await cartService.addItem(db, { ...request.body, userId });
    return reply.status(201).send(item);
  });

  route(app, cartContract.remove, {}, async (request, reply) => {
    const userId = currentUserId(request, request.params.userId);
    await cartService.removeItem(db, userId, request.params.productId);
    return reply.status(204).send();
  });

  route(app, cartContract.clear, {}, async (request, reply) => {
    await cartRepository.removeAll(db, currentUserId(request, request.params.userId));
    return reply.status(204).send();
  });
}
