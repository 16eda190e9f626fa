import type { FastifyInstance } from 'fastify';
import { contactMessagesContract } from '../../../shared/schemas/contact-message.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../plugins/route.ts';
import { insertContactMessage } from './contact-messages.repository.ts';

export async function contactMessagesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, contactMessagesContract.send, {}, async (request, reply) => {
    reply.status(201);
    return insertContactMessage(db, request.body);
  });
}
