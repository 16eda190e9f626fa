import type { FastifyInstance } from 'fastify';
import { healthContract } from '../../../shared/schemas/health.ts';
import type { Database } from '../../db/client.ts';
import { route } from '../../plugins/route.ts';

const PING_TIMEOUT_MS = 2000;

/** For load balancers and people: 200 when the database answers, 503 when it does not. */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  route(app, healthContract.health, {}, async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), PING_TIMEOUT_MS);
    });
    try {
      await Promise.race([database.ping(), timeout]);
      return { status: 'ok' as const, database: 'up' as const };
    } catch {
      return reply.status(503).send({
        status: 'unavailable',
        database: 'down',
        message: 'The database is not answering',
      });
    } finally {
      clearTimeout(timer);
    }
  });
}
