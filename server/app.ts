import cookie from '@fastify/cookie';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerCatalogCache } from './cache/catalog-cache.ts';
import { registerErrorHandler, registerNotFoundHandler } from './plugins/error-handler.ts';
import { registerNulTextCheck } from './plugins/no-nul-text.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { registerSameOriginWrites } from './plugins/same-origin.ts';
import { earlySecurityHeaders, registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerClient } from './plugins/serve-client.ts';
import { registerSessions } from './plugins/session.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { contactMessagesRoutes } from './modules/contact-messages/contact-messages.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { measurementsRoutes } from './modules/measurements/measurements.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { tailorApplicationsRoutes } from './modules/tailor-applications/tailor-applications.routes.ts';
import { tailorsRoutes } from './modules/tailors/tailors.routes.ts';

/** Request bodies above this are refused with 413: no form of ours comes near it. */
export const BODY_LIMIT_BYTES = 64 * 1024;
const SLOW_REQUEST_MS = 1000;

export type AppOptions = {
  database: Database;
  config: Pick<Config, 'logLevel' | 'clientDir' | 'trustProxy' | 'rateLimits'> & {
    catalogCacheRefreshMs?: number;
    serverRendering?: boolean;
  };
  logger?: FastifyServerOptions['logger'];
};

/** Builds the whole application without listening, so tests can drive it through inject(). */
export async function buildApp({ database, config, logger }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    // A slow or stalled client cannot hold a connection for ever.
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    // Two log lines for every request cost about a third of a catalog read's throughput;
    // answers worth a look (errors, slow ones) are logged below instead.
    disableRequestLogging: true,
    // Errors met while routing, before any hook or handler: same body as every other error
    // (design §5), without echoing the address back.
    frameworkErrors(error, request, reply: FastifyReply) {
      // No hook runs for these answers: they get the security headers here.
      reply.headers(earlySecurityHeaders(request, config.trustProxy));
      if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
        return reply.status(414).send({ message: 'The address is too long' });
      if (error.code === 'FST_ERR_BAD_URL')
        return reply.status(400).send({ message: 'The address is not valid' });
      request.log.error({ err: error }, 'routing failed');
      return reply.status(500).send({ message: 'Internal Server Error' });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Bodies are JSON only (spec §7): without this, Fastify's built-in text/plain parser would
  // hand routes a string and a wrong content type would look like a field error, not a 415.
  app.removeContentTypeParser('text/plain');
  // Every answer names its request, so a shopper's report can be matched to the log lines.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 400 || reply.elapsedTime > SLOW_REQUEST_MS) {
      const { method, url } = request;
      const ms = Math.round(reply.elapsedTime);
      request.log.info({ method, url, statusCode: reply.statusCode, ms }, 'request answered');
    }
  });

  // Before any route: Fastify binds the error handler and hooks to routes as they are registered.
  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  registerSameOriginWrites(app);
  await app.register(cookie);
  await registerRateLimits(app, config.rateLimits);
  registerNulTextCheck(app);
  const db = database.db;

  registerCatalogCache(app, { db, refreshMs: config.catalogCacheRefreshMs });
  // Public: the catalog, health and the contact form need no session.
  await app.register(healthRoutes, { database });
  await app.register(productsRoutes, { db });
  await app.register(tailorsRoutes, { db });
  await app.register(contactMessagesRoutes, { db });

  // Everything else acts for the shopper of the session. Routes added here get the session,
  // the ownership seam and uncacheable answers without asking for them.
  await app.register(async (personal) => {
    await registerSessions(personal, { db });
    personal.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Cache-Control', 'no-store');
      return payload;
    });
    await personal.register(cartRoutes, { db });
    await personal.register(measurementsRoutes, { db });
    await personal.register(ordersRoutes, { db });
    await personal.register(tailorApplicationsRoutes, { db });
  });

  const servePage = await registerClient(app, config.clientDir, config.serverRendering ?? false);
  registerNotFoundHandler(app, servePage ?? undefined);
  return app;
}
