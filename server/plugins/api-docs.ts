import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const API_DOCS_PATH = '/api/docs';

/**
 * The API's OpenAPI document, made from the same contracts Fastify validates with
 * (shared/schemas/<module>.ts through route()), so an app or a partner can call Telo without
 * reading its code: the browsable page at /api/docs, the document at /api/docs/json. Registered
 * before any route (it collects them as they are added); the pages and the docs' own routes are
 * left out: only /api is the API.
 */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Telo API',
        description:
          'Made-to-measure African outfits from Nigerian master tailors. JSON over HTTPS; ' +
          'the session is a cookie set by phone sign-in (POST /api/auth/…). Errors answer ' +
          '{ message, issues? }.',
        version: '1',
      },
    },
    transform: (document) => {
      if (!document.url.startsWith('/api/') || document.url.startsWith(API_DOCS_PATH)) {
        return { schema: { ...document.schema, hide: true }, url: document.url };
      }
      return jsonSchemaTransform(document);
    },
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH });
}
