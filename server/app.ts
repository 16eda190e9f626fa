import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerCatalogCache } from './cache/catalog-cache.ts';
import { registerHotPath, withHotPath, type HotPath } from './cache/hot-path.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerErrorHandler, registerNotFoundHandler } from './plugins/error-handler.ts';
import { registerNulTextCheck } from './plugins/no-nul-text.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { mediaRoutes, uploadRoutes } from './uploads/uploads.routes.ts';
import { createJobs } from './jobs/jobs.ts';
import { createApprovals, type Approvals } from './modules/orders/approvals.service.ts';
import { tailorOrdersRoutes } from './modules/tailor-orders/tailor-orders.routes.ts';
import {
  createTailorOrders,
  type TailorOrders,
} from './modules/tailor-orders/tailor-orders.service.ts';
import { registerSameOriginWrites } from './plugins/same-origin.ts';
import { earlySecurityHeaders, registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerClient } from './plugins/serve-client.ts';
import { registerSessions } from './plugins/session.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { CODE_RULES } from './modules/auth/codes.ts';
import { devOutboxRoutes } from './outbox/dev-outbox.routes.ts';
import { createOutbox, type Outbox } from './outbox/outbox.ts';
import { chooseProviders, devOutboxProblem, type MessagesConfig } from './outbox/providers.ts';
import { reviewQueueRoutes } from './modules/tailor-applications/review-queue.routes.ts';
import { adminDeskRoutes } from './modules/admin/admin-desk.routes.ts';
import { needsAttentionRoutes } from './modules/admin/needs-attention.routes.ts';
import { tailorWorkspaceRoutes } from './modules/tailors/tailor-workspace.routes.ts';
import { tailorCatalogueRoutes } from './modules/tailor-catalogue/tailor-catalogue.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { contactMessagesRoutes } from './modules/contact-messages/contact-messages.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { measurementsRoutes } from './modules/measurements/measurements.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { tailorApplicationsRoutes } from './modules/tailor-applications/tailor-applications.routes.ts';
import { tailorsRoutes } from './modules/tailors/tailors.routes.ts';
import { shopRoutes } from './modules/shop/shop.routes.ts';
import type { ShopLinks } from '../shared/schemas/shop.ts';
import { favouritesRoutes } from './modules/favourites/favourites.routes.ts';
import { fitClaimsRoutes } from './modules/fit-claims/fit-claims.routes.ts';
import { storeCreditRoutes } from './modules/money/credit/store-credit.routes.ts';
import { checkoutRoutes } from './modules/money/checkout/checkout.routes.ts';
import { paymentsRoutes, paystackRoutes } from './modules/money/payments/payments.routes.ts';
import { asoEbiGuestRoutes, asoEbiPublicRoutes } from './modules/aso-ebi/guest.routes.ts';
import { createGuestEvents } from './modules/aso-ebi/guest.service.ts';
import {
  paymentsConfigProblem,
  type PaymentsConfig,
} from './modules/money/payments/payments-config.ts';
import { choosePaymentProvider } from './modules/money/payments/choose-provider.ts';
import { createPayments, type Payments } from './modules/money/payments/payments.service.ts';
import { createPayouts, type Payouts } from './modules/money/payouts/payouts.service.ts';
import { createBanks } from './modules/money/payouts/banks.ts';
import { tailorPayoutsRoutes } from './modules/money/payouts/tailor-payouts.routes.ts';
import { hostEarningsRoutes } from './modules/money/payouts/host-earnings.routes.ts';
import {
  DEFAULT_ADVANCE_PERCENT,
  DEFAULT_COMMISSION_BASIS_POINTS,
  DEFAULT_RELEASE_AFTER_DAYS,
} from '../shared/commission.ts';
import { createReleases, type Releases } from './modules/money/ledger/releases.ts';
import { createEventLock, type EventLock } from './modules/aso-ebi/lock.service.ts';
import { asoEbiLockRoutes } from './modules/aso-ebi/lock.routes.ts';
import { tailorEventsRoutes } from './modules/aso-ebi/tailor-events.routes.ts';
import { asoEbiHostRoutes } from './modules/aso-ebi/host.routes.ts';
import { createAsoEbiHost } from './modules/aso-ebi/host.service.ts';
import { createEventReminders } from './modules/aso-ebi/host-reminders.ts';

import type { PaystackSimulator } from './modules/money/payments/simulator/paystack-simulator.routes.ts';

/** Request bodies above this are refused with 413: no form of ours comes near it. */
export const BODY_LIMIT_BYTES = 64 * 1024;
const SLOW_REQUEST_MS = 1000;
const CLIENT_TIMEOUT_MS = 30_000;
/** Fastify's default. */
const KEEP_ALIVE_MS = 72_000;
/** Each raw request's id, chosen by the HTTP server before Fastify builds its request. */
const requestIds = new WeakMap<IncomingMessage, string>();

const NO_LINKS: ShopLinks = { whatsapp: null, instagram: null, facebook: null, x: null };

export type AppOptions = {
  database: Database;
  config: Pick<Config, 'logLevel' | 'clientDir' | 'trustProxy' | 'rateLimits'> & {
    /** REDIS_URL: rate-limit counters shared by every instance. */
    redisUrl?: string;
    catalogCacheRefreshMs?: number;
    /** SIGN_IN_CODE_RESEND_SECONDS: between two codes to one destination (default 60). */
    signInCodeResendSeconds?: number;
    serverRendering?: boolean;
    /** DEMO_SHOPPER (default on): visitors who have not signed in act for `user1`. */
    demoShopper?: boolean;
    /** Telo's channels for a live shop's footer (none by default). */
    links?: ShopLinks;
    /**
     * Real message providers; none means the development provider (and /api/dev/outbox), which
     * live mode (`demoShopper: false`) allows only with `devOutboxInLiveMode` (DEV_OUTBOX=on).
     */
    messages?: MessagesConfig;
    /** How often the outbox looks for pending messages, and its first retry wait. */
    outboxSweepMs?: number;
    outboxRetryBaseMs?: number;
    /**
     * Paystack, or the local simulator when no secret key is set (issue 13); in live mode
     * (`demoShopper: false`) the simulator needs `simulatorInLiveMode` (PAYSTACK_SIMULATOR=on).
     */
    payments?: Partial<PaymentsConfig>;
    /**
     * The clock of time-bound rules (sign-in codes' expiry and limits, messages' away-text
     * throttle, the fit guarantee's 30 days); tests drive it.
     */
    clock?: () => Date;
  };
  logger?: FastifyServerOptions['logger'];
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers queued messages (codes); tests wait on `outbox.idle()`. */
    outbox: Outbox;
    /** The payment lifecycle; tests wait on `payments.idle()` for webhook work. */
    payments: Payments;
    /** The tailor's side of orders; tests drive its 48-hour rule with their own clock. */
    tailorOrders: TailorOrders;
    /** Approve before dispatch (issue 29); tests run `approvals.approveSilent(later)`. */
    approvals: Approvals;
    /** Tailors' payouts for completed orders (issue 14); tests run `payouts.sweep()`. */
    payouts: Payouts;
    /** Escrow releases (issue 28); tests run `releases.sweep()`. */
    releases: Releases;
    /** The aso-ebi lock (issue 32); tests run `eventLock.lockDue(now)` or `lock(eventId)`. */
    eventLock: EventLock;
    /** The local Paystack simulator, when no PAYSTACK_SECRET_KEY is set; undefined otherwise. */
    paystackSimulator: PaystackSimulator | undefined;
  }
}

/** Builds the whole application without listening, so tests can drive it through inject(). */
export async function buildApp({ database, config, logger }: AppOptions) {
  // Refused before anything is built, whoever built the configuration (config.ts says the same).
  const paymentsProblem = paymentsConfigProblem(config.demoShopper ?? true, config.payments ?? {});
  if (paymentsProblem) throw new Error(paymentsProblem);
  const messagesProblem = devOutboxProblem(config.demoShopper ?? true, config.messages ?? {});
  if (messagesProblem) throw new Error(messagesProblem);
  /**
   * The catalog cache and the kept pages add their answers as they are registered; until then
   * every request goes through Fastify.
   */
  const hotPath: HotPath = { open: true, answers: [] };
  const app = Fastify({
    // Catalog reads and kept pages already answered once are answered again from their bytes
    // before Fastify builds a request (decision 011): routing, hooks and logger cost more than the
    // answer itself. Everything else, and every first answer, goes through Fastify.
    // inject() calls Fastify's handler directly and so never takes this path.
    serverFactory(handler) {
      const server = createServer(
        withHotPath(hotPath, (request, response) => {
          // The id goes on the raw answer before Fastify sees the request, so answers Fastify
          // writes without running any hook (503 while closing, routing errors) carry it too.
          const id = randomUUID();
          requestIds.set(request, id);
          response.setHeader('x-request-id', id);
          handler(request, response);
        }),
      );
      // What Fastify sets on the server it creates itself (lib/server.js), from its options.
      server.keepAliveTimeout = KEEP_ALIVE_MS;
      server.requestTimeout = CLIENT_TIMEOUT_MS;
      server.setTimeout(CLIENT_TIMEOUT_MS);
      return server;
    },
    logger: logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    // inject() bypasses the server above: its requests get a fresh id here.
    genReqId: (request) => requestIds.get(request) ?? randomUUID(),
    trustProxy: config.trustProxy,
    // A slow or stalled client cannot hold a connection for ever.
    connectionTimeout: CLIENT_TIMEOUT_MS,
    requestTimeout: CLIENT_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_MS,
    // Two log lines for every request cost about a third of a catalog read's throughput;
    // answers worth a look (errors, slow ones) are logged below instead.
    logController: new LogController({ disableRequestLogging: true }),
    // Errors met while routing, before any hook or handler: same body as every other error
    // (design §5), without echoing the address back.
    frameworkErrors(error, request, reply: FastifyReply) {
      // No hook runs for these answers: they get the security headers and request id here.
      reply.headers(earlySecurityHeaders(request, config.trustProxy));
      reply.header('x-request-id', request.id);
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
  await registerRateLimits(app, config.rateLimits, config.redisUrl);
  registerNulTextCheck(app);
  await registerApiDocs(app);
  const db = database.db;

  registerHotPath(app, hotPath);
  registerCatalogCache(app, {
    db,
    hotPath,
    // A PGlite folder is open in this process alone (data-dir-lock.ts): the catalog changes only
    // through this server's own writes, which invalidate below, so there is nothing to poll for.
    // Each poll would hold the event loop for a query (PGlite runs on this thread): p99.
    refreshMs: config.catalogCacheRefreshMs ?? (database.kind === 'pglite' ? Infinity : undefined),
    trustProxy: config.trustProxy,
  });
  // Public: the catalog, health and the contact form need no session.
  await app.register(healthRoutes, { database });
  await app.register(productsRoutes, { db });
  await app.register(tailorsRoutes, { db });
  await app.register(contactMessagesRoutes, { db });
  await app.register(mediaRoutes, { db });

  const demoShopper = config.demoShopper ?? true;
  await app.register(shopRoutes, { db, demo: demoShopper, links: config.links ?? NO_LINKS });
  const outbox = createOutbox({
    db,
    providers: chooseProviders(config.messages ?? {}),
    log: app.log,
    sweepMs: config.outboxSweepMs,
    retryBaseMs: config.outboxRetryBaseMs,
  });
  app.decorate('outbox', outbox);
  app.addHook('onReady', async () => outbox.start());
  app.addHook('onClose', async () => outbox.stop());
  // Only while nothing real delivers messages: otherwise the route does not exist (404). In live
  // mode that is only with DEV_OUTBOX=on: devOutboxProblem refused to build otherwise.
  if (outbox.development) await app.register(devOutboxRoutes, { db });

  const paymentsConfig: PaymentsConfig = {
    publicUrl: 'http://localhost:3000',
    ...config.payments,
  };
  const commissionBasisPoints =
    paymentsConfig.commissionBasisPoints ?? DEFAULT_COMMISSION_BASIS_POINTS;
  const { provider, simulator } = await choosePaymentProvider(app, db, paymentsConfig);
  const payments = createPayments({
    db,
    provider,
    publicUrl: paymentsConfig.publicUrl,
    outbox,
    log: app.log,
  });
  app.decorate('payments', payments);
  const banks = createBanks({ provider, log: app.log });
  const payouts = createPayouts({
    db,
    provider,
    banks,
    outbox,
    log: app.log,
    publicUrl: paymentsConfig.publicUrl,
  });
  // Money held until it is earned (issue 28): released on the shopper's word or by the sweep.
  const moneyRules = {
    commissionBasisPoints,
    releaseAfterDays: paymentsConfig.releaseAfterDays ?? DEFAULT_RELEASE_AFTER_DAYS,
    advancePercent: paymentsConfig.advancePercent ?? DEFAULT_ADVANCE_PERCENT,
  };
  const releases = createReleases({ db, outbox, ...moneyRules, site: paymentsConfig.publicUrl });
  app.decorate('payouts', payouts);
  app.decorate('releases', releases);
  app.decorate('paystackSimulator', simulator);
  // Durable timers (decision 025): each a pg-boss job, ticking every minute on one instance.
  const jobs = createJobs({ database, log: app.log });
  // Approve before dispatch (issue 29, decision 050).
  const approvals = createApprovals({ db, outbox, publicUrl: paymentsConfig.publicUrl });
  const tailorOrders = createTailorOrders({
    db,
    payments,
    outbox,
    moneyRules,
    publicUrl: paymentsConfig.publicUrl,
    approvals,
  });
  jobs.every('payments-sweep', '* * * * *', () => payments.sweep());
  jobs.every('orders-acceptance-deadline', '* * * * *', () => tailorOrders.declineOverdue());
  jobs.every('escrow-releases', '* * * * *', () => releases.sweep());
  jobs.every('orders-approval-deadline', '* * * * *', () => approvals.approveSilent());
  jobs.every('payouts-sweep', '* * * * *', () => payouts.sweep());
  // Aso-ebi (issue 32): each open event locks at the end of its pay-by date.
  const eventLock = createEventLock({ db, outbox, publicUrl: paymentsConfig.publicUrl });
  jobs.every('events-lock', '* * * * *', () => eventLock.lockDue());
  app.decorate('eventLock', eventLock);
  // Aso-ebi events, the host's side (issue 32): reminders before the pay-by date, and any
  // cancelled event's orders a cancel left pending.
  const asoEbiHost = createAsoEbiHost({ db, outbox, payments, site: paymentsConfig.publicUrl });
  const eventReminders = createEventReminders({ db, outbox, site: paymentsConfig.publicUrl });
  jobs.every('events-reminders', '*/10 * * * *', async () => {
    await asoEbiHost.finishCancellations();
    await eventReminders.send();
  });
  app.decorate('tailorOrders', tailorOrders);
  app.decorate('approvals', approvals);
  app.addHook('onReady', async () => {
    await jobs.start();
    // A transfer or refund that came due while the server was down is settled now.
    // Not fatal: the server still starts, and answers 503, while the database is away.
    await simulator
      ?.processDue()
      .catch((error: unknown) => app.log.warn({ err: error }, 'simulator catch-up failed'));
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    simulator?.stop();
    await simulator?.idle();
    await payments.stop();
    await payouts.stop();
  });
  // Paystack's callback and webhook are not personal (see payments.routes.ts).
  await app.register(paystackRoutes, { payments, payouts });
  // An aso-ebi event's page is public (issue 32); its guests' writes are personal, below.
  const guestEvents = createGuestEvents({ db, payments });
  await app.register(asoEbiPublicRoutes, { events: guestEvents });

  // Everything else acts for the shopper of the session. Routes added here get the session,
  // the ownership seam and uncacheable answers without asking for them.
  const clock = config.clock ?? (() => new Date());
  await app.register(async (personal) => {
    await registerSessions(personal, { db, demoShopper });
    personal.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Cache-Control', 'no-store');
      return payload;
    });
    await personal.register(cartRoutes, { db });
    await personal.register(measurementsRoutes, { db });
    await personal.register(ordersRoutes, { db, payments, releases, approvals });
    await personal.register(checkoutRoutes, { db, payments });
    await personal.register(asoEbiGuestRoutes, { events: guestEvents });
    await personal.register(paymentsRoutes, { db, payments });
    await personal.register(tailorApplicationsRoutes, {
      db,
      outbox,
      publicUrl: paymentsConfig.publicUrl,
    });
    await personal.register(authRoutes, {
      db,
      outbox,
      demoShopper,
      codesPerAddressPerHour: config.rateLimits.signInCodesPerAddressPerHour,
      clock,
      resendAfterSeconds: config.signInCodeResendSeconds ?? CODE_RULES.resendAfterSeconds,
    });
    await personal.register(reviewQueueRoutes, {
      db,
      outbox,
      publicUrl: paymentsConfig.publicUrl,
    });
    await personal.register(adminDeskRoutes, { db });
    await personal.register(needsAttentionRoutes, { db, payments });
    await personal.register(tailorWorkspaceRoutes, { db });
    await personal.register(tailorCatalogueRoutes, { db });
    await personal.register(tailorPayoutsRoutes, { db, moneyRules, releases, banks });
    await personal.register(uploadRoutes, { db });
    await personal.register(tailorOrdersRoutes, { tailorOrders });
    await personal.register(messagesRoutes, { db, clock, site: paymentsConfig.publicUrl });
    await personal.register(reviewsRoutes, { db, clock });
    await personal.register(favouritesRoutes, { db });
    await personal.register(storeCreditRoutes, { db });
    await personal.register(asoEbiLockRoutes, { eventLock });
    await personal.register(tailorEventsRoutes, { db });
    await personal.register(hostEarningsRoutes, { db, banks });
    await personal.register(asoEbiHostRoutes, { host: asoEbiHost });
    await personal.register(fitClaimsRoutes, {
      db,
      now: () => clock().getTime(),
      site: paymentsConfig.publicUrl,
    });
  });

  const servePage = await registerClient(app, {
    clientDir: config.clientDir,
    serverRendering: config.serverRendering ?? false,
    trustProxy: config.trustProxy,
  });
  registerNotFoundHandler(app, servePage ?? undefined);
  return app;
}
