import type { FastifyInstance } from 'fastify';
import { accountContract } from '../../shared/schemas/account.ts';
import type { Db } from '../db/client.ts';
import { route } from '../plugins/route.ts';
import { newestMessages } from './dev-outbox.repository.ts';

/**
 * GET /api/dev/outbox: what the development provider "sent", newest first, so a developer (or a
 * browser test) can read a sign-in code. Registered only while the development provider delivers
 * messages: with a real provider configured the route does not exist (404), so codes never leak.
 */
export async function devOutboxRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, accountContract.outbox, {}, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return newestMessages(db);
  });
}
