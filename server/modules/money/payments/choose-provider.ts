import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { PaymentsConfig } from './payments-config.ts';
import { createPaystackProvider } from './paystack.ts';
import {
  createPaystackSimulator,
  SIMULATOR_PREFIX,
  SIMULATOR_SECRET_KEY,
} from './simulator/paystack-simulator.routes.ts';
import { checkoutApi } from '../../../../shared/api/checkout.ts';

/**
 * PAYSTACK_SECRET_KEY set: the Paystack adapter on PAYSTACK_BASE_URL, and no simulator (its
 * routes answer 404). Unset: the local simulator is mounted under /dev/paystack and the same
 * adapter talks to it with the simulator's fixed test key (in live mode only when
 * PAYSTACK_SIMULATOR=on allows it: buildApp refuses otherwise). The simulator's requests, and
 * its webhooks, go to this very server in-process (app.inject: a full HTTP request and answer
 * without a socket), so they work behind any proxy and whatever PUBLIC_URL says.
 */
export async function choosePaymentProvider(app: FastifyInstance, db: Db, config: PaymentsConfig) {
  if (config.paystack) {
    return { provider: createPaystackProvider(config.paystack), simulator: undefined };
  }
  const { simulator, routes } = createPaystackSimulator({
    db,
    publicUrl: config.publicUrl,
    transferMs: config.simulatorTransferMs ?? 5000,
    refundMs: config.simulatorRefundMs ?? 3000,
    payoutMs: config.simulatorPayoutMs ?? 3000,
    deliverWebhook: async (rawBody, signature) => {
      const answer = await app.inject({
        method: 'POST',
        url: checkoutApi.paystackWebhook.path,
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        payload: rawBody,
      });
      if (answer.statusCode !== 200) throw new Error(`webhook answered ${answer.statusCode}`);
    },
  });
  await app.register(routes);
  const provider = createPaystackProvider({
    baseUrl: `${config.publicUrl}${SIMULATOR_PREFIX}`,
    secretKey: SIMULATOR_SECRET_KEY,
    fetch: inProcessFetch(app),
  });
  return { provider, simulator };
}

/** fetch() answered by this app through inject(). */
function inProcessFetch(app: FastifyInstance): typeof globalThis.fetch {
  return async (input, init) => {
    const url = new URL(String(input));
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}
