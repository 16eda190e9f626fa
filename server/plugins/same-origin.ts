import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, ForbiddenError } from '../errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Cross-site request forgery defence for every state-changing request:
 * - it must come from our own origin. Browsers say where a request comes from in
 *   `Sec-Fetch-Site` (modern) or `Origin`; a request that names another site is refused. A
 *   client that sends neither is not a browser acting for a shopper on another site.
 * - a body must be JSON. HTML forms can only send form encodings or text/plain across sites,
 *   and a JSON content type from another origin needs a CORS preflight that we never grant.
 */
export function registerSameOriginWrites(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    // An unknown route changes nothing: it answers 404 like any other.
    if (!STATE_CHANGING.has(request.method) || request.is404) return;
    if (!isSameOrigin(request)) {
      throw new ForbiddenError('Cross-site requests may not change data');
    }
    const type = request.headers['content-type'];
    const hasBody = WITH_BODY.has(request.method) || type !== undefined;
    if (hasBody && !isJson(type)) {
      throw new AppError(415, 'Send the request body as JSON (Content-Type: application/json)');
    }
  });
}

function isJson(type: string | undefined): boolean {
  return type !== undefined && /^application\/json\s*(;|$)/i.test(type);
}

function isSameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return origin === `${request.protocol}://${request.host}`;
}
