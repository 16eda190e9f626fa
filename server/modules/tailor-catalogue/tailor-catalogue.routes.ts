import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requireRole } from '../../plugins/require-role.ts';
import { tailorBusinessRoutes } from './tailor-business.routes.ts';
import { tailorProductsRoutes } from './tailor-products.routes.ts';
import { tailorProfileRoutes } from './tailor-profile.routes.ts';

/**
 * The tailor workspace's Catalogue and Profile tabs (issue 14), inside the session scope. Every
 * route is for signed-in tailors only (401 / 403 before any validation), and each acts on the
 * tailor's own rows alone.
 */
export async function tailorCatalogueRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('onRequest', requireRole('tailor'));
  await app.register(tailorProductsRoutes, { db });
  await app.register(tailorBusinessRoutes, { db });
  await app.register(tailorProfileRoutes, { db });
}
