import type { FastifyInstance } from 'fastify';
import { tailorOrdersContract as c } from '../../../shared/schemas/tailor-orders.ts';
import { requireRole } from '../../plugins/require-role.ts';
import { route } from '../../plugins/route.ts';
import type { TailorOrders } from './tailor-orders.service.ts';

/**
 * The tailor's orders (issue 14; contract in shared/schemas/tailor-orders.ts). The role is
 * checked before anything else is read; which orders are the tailor's is decided by the session's
 * account alone, never by an id in the path or body.
 */
export async function tailorOrdersRoutes(
  app: FastifyInstance,
  { tailorOrders }: { tailorOrders: TailorOrders },
) {
  const tailorOnly = { onRequest: requireRole('tailor') };

  route(app, c.list, tailorOnly, async (request) => tailorOrders.list(request.userId!));

  route(app, c.finished, tailorOnly, async (request) =>
    tailorOrders.finished(request.userId!, request.query),
  );

  route(app, c.one, tailorOnly, async (request) =>
    tailorOrders.get(request.userId!, request.params.id),
  );

  route(app, c.accept, tailorOnly, async (request) =>
    tailorOrders.accept(request.userId!, request.params.id),
  );

  route(app, c.decline, tailorOnly, async (request) =>
    tailorOrders.decline(request.userId!, request.params.id, request.body.reason),
  );

  route(app, c.stage, tailorOnly, async (request) =>
    tailorOrders.step(request.userId!, request.params.id, request.body),
  );

  route(app, c.changeAnswer, tailorOnly, async (request) =>
    tailorOrders.answerChange(request.userId!, request.params.id, request.body),
  );
}
