import type { FastifyInstance } from 'fastify';
import { messagesContract } from '../../../shared/schemas/message.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../plugins/route.ts';
import { createMessagesService, type Clock } from './messages.service.ts';

/**
 * Messages between a shopper and a tailor (issue 15). Every thread route checks that the reader
 * is one of its two sides (or an admin, who reads only); anyone else gets 404.
 */
export async function messagesRoutes(
  app: FastifyInstance,
  { db, clock, site }: { db: Db; clock: Clock; site: string },
) {
  const service = createMessagesService(db, clock, site);

  route(app, messagesContract.threads, {}, (request) => service.listThreads(request));

  /** The header's badge and the tailor workspace: unread messages, split by side. */
  route(app, messagesContract.unread, {}, (request) => service.unread(request));

  route(app, messagesContract.thread, {}, (request) =>
    service.thread(request.params.threadId, request),
  );

  route(app, messagesContract.markRead, {}, async (request, reply) => {
    await service.markRead(request.params.threadId, request);
    return reply.status(204).send();
  });

  route(app, messagesContract.send, {}, async (request, reply) => {
    const message = await service.send(request.params.threadId, request.body, request);
    reply.status(201);
    return message;
  });

  /** Contact Tailor on an order card or page. */
  route(app, messagesContract.openForOrder, {}, (request) =>
    service.openForOrder(request.params.orderId, request),
  );

  /** Send Message on a tailor's page, before any order. */
  route(app, messagesContract.openWithTailor, {}, (request) =>
    service.openWithTailor(request.params.tailorId, request),
  );
}
