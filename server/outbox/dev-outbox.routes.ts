import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OutboxEntry } from '../../shared/schemas/account.ts';
import type { Db } from '../db/client.ts';
import { outboundMessages } from '../db/schema/index.ts';

/** The newest messages only: enough to find the code just asked for. */
const LIMIT = 100;

/**
 * GET /api/dev/outbox: what the development provider "sent", newest first, so a developer (or a
 * browser test) can read a sign-in code. Registered only while the development provider delivers
 * messages: with a real provider configured the route does not exist (404), so codes never leak.
 */
export async function devOutboxRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/api/dev/outbox', async (_request, reply): Promise<OutboxEntry[]> => {
    reply.header('Cache-Control', 'no-store');
    const rows = await db
      .select({
        channel: outboundMessages.channel,
        to: outboundMessages.to,
        body: outboundMessages.body,
        createdAt: outboundMessages.createdAt,
      })
      .from(outboundMessages)
      .orderBy(desc(outboundMessages.createdAt), desc(outboundMessages.id))
      .limit(LIMIT);
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  });
}
