import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  orderParamsSchema,
  sendMessageSchema,
  tailorParamsSchema,
  threadParamsSchema,
} from '../../../shared/schemas/message.ts';
import type { Db } from '../../db/client.ts';
import { createMessagesService, type Clock } from './messages.service.ts';

/**
 * Messages between a shopper and a tailor (issue 15). Every thread route checks that the reader
 * is one of its two sides (or an admin, who reads only); anyone else gets 404.
 */
export async function messagesRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Db; clock: Clock },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createMessagesService(db, clock);
  const emptyBody = z.object({}).strict().optional();

  r.get('/api/messages/threads', async (request) => service.listThreads(request));

  /** The header's badge and the tailor workspace: unread messages, split by side. */
  r.get('/api/messages/unread', async (request) => service.unread(request));

  r.get(
    '/api/messages/threads/:threadId',
    { schema: { params: threadParamsSchema } },
    async (request) => service.thread(request.params.threadId, request),
  );

  r.post(
    '/api/messages/threads/:threadId/read',
    { schema: { params: threadParamsSchema, body: emptyBody } },
    async (request, reply) => {
      await service.markRead(request.params.threadId, request);
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/messages/threads/:threadId/messages',
    { schema: { params: threadParamsSchema, body: sendMessageSchema } },
    async (request, reply) =>
      reply.status(201).send(await service.send(request.params.threadId, request.body, request)),
  );

  /** Contact Tailor on an order card or page. */
  r.post(
    '/api/orders/:orderId/thread',
    { schema: { params: orderParamsSchema, body: emptyBody } },
    async (request) => service.openForOrder(request.params.orderId, request),
  );

  /** Send Message on a tailor's page, before any order. */
  r.post(
    '/api/tailors/:tailorId/thread',
    { schema: { params: tailorParamsSchema, body: emptyBody } },
    async (request) => service.openWithTailor(request.params.tailorId, request),
  );
}
