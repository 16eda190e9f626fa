import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BOOT_SCRIPT_SHA256,
  SIGNED_IN_HINT_SCRIPT_SHA256,
} from '../ssr/inline/inline-scripts.generated.ts';

/**
 * The policy allows no foreign script and two inline scripts by their hashes, the rendered pages'
 * boot script and signed-in hint (server/ssr/inline/*.ts; the hashes are computed at build with
 * their compiled text, decision 047): everything else the product loads comes from our own
 * origin. Inline styles stay allowed because the toast and dialog libraries insert <style>
 * elements at run time; styles cannot run code.
 */
const directives = {
  defaultSrc: ["'self'"],
  scriptSrc: [
    "'self'",
    ...[BOOT_SCRIPT_SHA256, SIGNED_IN_HINT_SCRIPT_SHA256].map((hash) => `'sha256-${hash}'`),
  ],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  formAction: ["'self'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
};
const REFERRER_POLICY = 'strict-origin-when-cross-origin';
const HSTS = 'max-age=31536000; includeSubDomains';

/** Headers on every answer, error pages included (helmet sets them in onRequest, before any handler can fail). */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    referrerPolicy: { policy: REFERRER_POLICY },
    // HSTS only means something over https; see below.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
}

/**
 * The same policy for the few answers Fastify makes before any hook runs: an address that is
 * malformed or too long, answered by `frameworkErrors` (app.ts). Such a request is not given the
 * trust-proxy view of the protocol, so `trustProxy` is passed to read X-Forwarded-Proto here.
 */
export function earlySecurityHeaders(request: FastifyRequest, trustProxy: boolean) {
  const forwarded = String(request.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim();
  const https = request.protocol === 'https' || (trustProxy && forwarded === 'https');
  return {
    'content-security-policy': Object.entries(directives)
      .map(
        ([name, values]) =>
          `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`,
      )
      .join(';'),
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
    ...(https ? { 'strict-transport-security': HSTS } : {}),
  };
}
