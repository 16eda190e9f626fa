import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { hashToken, sessionCookieName } from './session.ts';

export type RateLimits = {
  writesPerMinutePerAddress: number;
  writesPerMinutePerSession: number;
  notFoundPerMinutePerAddress: number;
  /** Sign-in codes sent an hour to requests from one network address (modules/auth). */
  signInCodesPerAddressPerHour: number;
};

const MINUTE_MS = 60_000;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Limits on what costs us or probes us: writes (per network address and per session) and
 * answers of 404 (per address, against id guessing). Reads of the catalog are not limited here.
 * Counters live in this process, or in Redis when `redisUrl` is set (REDIS_URL), so that
 * several instances behind a load balancer count together (issue 16, design §1).
 */
export async function registerRateLimits(
  app: FastifyInstance,
  limits: RateLimits,
  redisUrl?: string,
) {
  const redis = redisUrl ? connectRedis(app, redisUrl) : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(redis && {
      redis,
      nameSpace: 'telo-rate-limit:',
      // Redis away: requests go through (and the log says so) rather than every write failing.
      skipOnError: true,
    }),
  });
  const perAddress = app.createRateLimit({
    max: limits.writesPerMinutePerAddress,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `write:ip:${request.ip}`,
  });
  const perSession = app.createRateLimit({
    max: limits.writesPerMinutePerSession,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `write:session:${sessionKey(request)}`,
  });
  const notFound = app.createRateLimit({
    max: limits.notFoundPerMinutePerAddress,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `404:ip:${request.ip}`,
  });

  app.addHook('onRequest', async (request, reply) => {
    if (READS.has(request.method)) return;
    // Paystack retries a webhook it could not deliver; a limit here would only lose events.
    if (request.routeOptions.config.signedWebhook) return;
    for (const limiter of [perAddress, perSession]) {
      if (await isOverLimit(limiter, request, reply)) throw new AppError(429, TOO_MANY);
    }
  });

  // Every 404 counts, whichever route answered it; past the limit the address gets 429 instead.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 404 || !(await isOverLimit(notFound, request, reply))) return payload;
    reply.code(429).type('application/json; charset=utf-8');
    return JSON.stringify({ message: TOO_MANY });
  });
}

const TOO_MANY = 'Too many requests. Please wait a moment and try again.';

async function isOverLimit(limiter: Limiter, request: FastifyRequest, reply: FastifyReply) {
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return false;
  reply.header('Retry-After', String(result.ttlInSeconds));
  return true;
}

/** The session cookie identifies a browser; without one, the address stands in for it. */
function sessionKey(request: FastifyRequest): string {
  const token = request.cookies[sessionCookieName(request)];
  return token ? hashToken(token) : `ip:${request.ip}`;
}

/**
 * One connection per instance. No offline queue: while Redis is unreachable a count fails at
 * once (and is skipped) instead of holding the request until Redis returns.
 */
function connectRedis(app: FastifyInstance, url: string) {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    lazyConnect: false,
  });
  let warned = false;
  redis.on('error', (error: Error) => {
    if (!warned) app.log.warn({ err: error }, 'Redis unreachable: rate limits are not counted');
    warned = true;
  });
  redis.on('ready', () => {
    warned = false;
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}
