import type { FastifyInstance } from 'fastify';
import { CHECKOUT_COMPLETE_PAGE } from '../../../../shared/api/checkout.ts';
import { fromKobo } from '../../../../shared/money.ts';
import { checkoutContract } from '../../../../shared/schemas/checkout.ts';
import type { Db } from '../../../db/client.ts';
import { ConflictError, NotFoundError } from '../../../errors.ts';
import { route } from '../../../plugins/route.ts';
import { buyerId } from '../checkout/buyer.ts';
import * as ordersRepository from '../../orders/orders.repository.ts';
import type { Payouts } from '../payouts/payouts.service.ts';
import * as repository from './payments.repository.ts';
import type { Payments } from './payments.service.ts';

/** The shopper's own payments: GET status (the confirmation page) and retry. */
export async function paymentsRoutes(
  app: FastifyInstance,
  { db, payments: pay }: { db: Db; payments: Payments },
) {
  async function ownPayment(reference: string, userId: string | null) {
    const row = await repository.findPaymentWithCheckout(db, reference);
    // Someone else's reference answers exactly like an unknown one.
    if (!row || row.checkout.userId !== userId) throw new NotFoundError('Payment not found');
    return row;
  }

  route(app, checkoutContract.payment, {}, async (request) => {
    const { reference } = request.params;
    const owned = await ownPayment(reference, request.userId);
    let payment = owned.payment;
    // Still waiting: ask Paystack now, so the page is current even before the webhook arrives.
    if (payment.state === 'initialized') {
      payment = (await pay.settle(reference).catch(() => payment)) ?? payment;
    }
    const orders = await ordersRepository.findByCheckout(db, payment.checkoutId);
    return {
      reference,
      state: payment.state,
      amount: fromKobo(payment.amountKobo),
      credit: fromKobo(owned.checkout.creditKobo),
      channel: payment.channel,
      currency: 'NGN' as const,
      orders,
    };
  });

  route(app, checkoutContract.retry, {}, async (request, reply) => {
    const userId = buyerId(request);
    const { checkout } = await ownPayment(request.params.reference, userId);
    // A payment may have arrived since the page was drawn: ask before charging again.
    for (const reference of await repository.findOpenAttempts(db, checkout.id)) {
      await pay.settle(reference).catch(() => undefined);
    }
    const now = (await repository.findCheckout(db, checkout.id))!;
    if (now.state === 'paid') throw new ConflictError('These orders are already paid');
    if (now.state === 'closed') {
      throw new ConflictError('These orders expired or were cancelled. Check out again.');
    }
    // One payment at a time: an attempt still open is answered again, else a new one starts.
    const started = await pay.payCheckout(now);
    return reply.status(201).send(started);
  });
}

/**
 * Paystack's side: the browser's return (callback) and the server-to-server webhook. Not
 * personal: the callback works in whatever browser the shopper ends up in, and only redirects.
 */
export async function paystackRoutes(
  app: FastifyInstance,
  { payments: pay, payouts }: { payments: Payments; payouts: Payouts },
) {
  route(app, checkoutContract.paystackCallback, {}, async (request, reply) => {
    const reference = request.query.reference ?? request.query.trxref;
    if (!reference) return reply.redirect('/orders', 303);
    // Verified now; if Paystack cannot be reached the page asks again, and so does the webhook.
    await pay
      .settle(reference)
      .catch((error: unknown) =>
        request.log.warn({ reference, err: error }, 'verify on return failed'),
      );
    return reply.redirect(
      `${CHECKOUT_COMPLETE_PAGE}?reference=${encodeURIComponent(reference)}`,
      303,
    );
  });

  await app.register(async (webhook) => {
    // The signature covers the exact bytes Paystack sent: keep them, parse JSON ourselves.
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    route(
      webhook,
      checkoutContract.paystackWebhook,
      { config: { signedWebhook: true } },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-paystack-signature'];
        if (
          !pay.provider.isSignedWebhook(raw, typeof signature === 'string' ? signature : undefined)
        ) {
          return reply.status(401).send({ message: 'Invalid signature' });
        }
        let event: { event?: unknown; data?: Record<string, unknown> };
        try {
          event = JSON.parse(raw.toString('utf8'));
        } catch {
          return reply.status(400).send({ message: 'The body is not JSON' });
        }
        // Signed is not the same as well-formed: `null`, a number or a list is no event.
        if (typeof event !== 'object' || event === null || Array.isArray(event)) {
          return reply.status(400).send({ message: 'The body is not a JSON object' });
        }
        // Answered at once; the work is tracked so tests and shutdown can wait for it, and the
        // sweep and the next verify recover anything it could not finish.
        if (typeof event.event === 'string' && event.event.startsWith('transfer.')) {
          // A payout's transfer: verified with the provider before anything changes.
          const reference = event.data?.reference;
          if (typeof reference === 'string') payouts.track(() => payouts.settle(reference));
        } else {
          pay.track(() => handleEvent(pay, event));
        }
        return reply.status(200).send({ received: true });
      },
    );
  });
}

async function handleEvent(
  pay: Payments,
  event: { event?: unknown; data?: Record<string, unknown> },
) {
  const data = event.data ?? {};
  if (event.event === 'charge.success' && typeof data.reference === 'string') {
    // Never trusted as it stands: the payment is verified with Paystack before anything changes.
    await pay.settle(data.reference);
  } else if (event.event === 'refund.processed' && typeof data.transaction_reference === 'string') {
    await pay.markRefundProcessed({
      reference: data.transaction_reference,
      providerRefundId: data.id === undefined ? undefined : String(data.id),
      amountKobo: typeof data.amount === 'number' ? data.amount : undefined,
    });
  }
}
