import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uploadTypeProblem } from '../../shared/uploads.ts';
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
 *   A photo upload's image type needs that preflight too.
 */
export function registerSameOriginWrites(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    // An unknown route changes nothing: it answers 404 like any other.
    if (!STATE_CHANGING.has(request.method) || request.is404) return;
    const config = request.routeOptions.config;
    // Paystack's servers call the webhook; its signature, not the origin, says who sent it.
    if (config.signedWebhook) return;
    if (!isSameOrigin(request)) {
      throw new ForbiddenError('Cross-site requests may not change data');
    }
    const type = request.headers['content-type'];
    const hasBody = WITH_BODY.has(request.method) || type !== undefined;
    // The payment simulator's page is plain HTML forms (no script), posted from our own origin.
    if (config.formPost && isForm(type)) return;
    if (config.imageBody) {
      const problem = uploadTypeProblem(mediaType(type));
      if (problem) throw new AppError(415, problem);
      return;
    }
    if (hasBody && !isJson(type)) {
      throw new AppError(415, 'Send the request body as JSON (Content-Type: application/json)');
    }
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A webhook authenticated by its signature: exempt from the origin check and write limits. */
    signedWebhook?: boolean;
    /** Also accepts an HTML form body (application/x-www-form-urlencoded) from our own origin. */
    formPost?: boolean;
    /** The body is a photo (JPEG, PNG or WebP bytes), not JSON: POST /api/uploads. */
    imageBody?: boolean;
  }
}

const mediaType = (type: string | undefined) => (type ?? '').split(';')[0]!.trim().toLowerCase();

function isForm(type: string | undefined): boolean {
  return type !== undefined && /^application\/x-www-form-urlencoded\s*(;|$)/i.test(type);
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
