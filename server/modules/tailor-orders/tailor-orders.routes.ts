import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/schemas/common.ts';
import {
  declineRequestSchema,
  stageRequestSchema,
  tailorOrderPaths,
} from '../../../shared/schemas/tailor-orders.ts';
import { requireRole } from '../../plugins/require-role.ts';
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireRole('tailor');
  const byId = { params: idParamsSchema };

  r.get(tailorOrderPaths.list, { onRequest }, async (request) =>
    tailorOrders.list(request.userId!),
  );

  r.get('/api/tailor/orders/:id', { onRequest, schema: byId }, async (request) =>
    tailorOrders.get(request.userId!, request.params.id),
  );

  r.post(
    '/api/tailor/orders/:id/accept',
    { onRequest, schema: { ...byId, body: z.object({}).optional() } },
    async (request) => tailorOrders.accept(request.userId!, request.params.id),
  );

  r.post(
    '/api/tailor/orders/:id/decline',
    { onRequest, schema: { ...byId, body: declineRequestSchema } },
    async (request) =>
      tailorOrders.decline(request.userId!, request.params.id, request.body.reason),
  );

  r.post(
    '/api/tailor/orders/:id/stage',
    { onRequest, schema: { ...byId, body: stageRequestSchema } },
    async (request) => tailorOrders.step(request.userId!, request.params.id, request.body),
  );
}
