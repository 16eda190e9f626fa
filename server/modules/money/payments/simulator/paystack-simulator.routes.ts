import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../../db/client.ts';
import {
  paystackSimRecipients,
  paystackSimRefunds,
  paystackSimTransactions,
  paystackSimTransfers,
} from '../../../../db/schema/index.ts';
import { paystackSignature } from '../paystack.ts';
import { NIGERIAN_BANKS, simulatedAccountName } from './nigerian-banks.ts';
import { finishedPage, paymentPage, SIMULATOR_OUTCOMES } from './simulator-page.ts';

/**
 * A local stand-in for Paystack (issue 13), our own code, mounted only when PAYSTACK_SECRET_KEY
 * is unset (demo mode and tests). It answers Paystack's documented endpoints with Paystack's
 * shapes, so the real adapter talks to it over HTTP; it serves a hosted payment page with
 * Paystack's test outcomes, sends the browser back to the callback URL, and posts signed
 * charge.success and refund.processed webhooks. Its state is in PostgreSQL like everything else.
 * Transfers (issue 14, payouts) complete `payoutMs` later with a transfer.success webhook; a
 * transfer to the account number 0000000000 fails (transfer.failed), Telo's test outcome for a
 * payout the bank refuses. Banks (issue 29): `GET /bank?country=nigeria` lists Nigeria's banks
 * (nigerian-banks.ts, paged by cursor like Paystack), and `GET /bank/resolve` names any
 * 10-digit account at a listed bank after its digits, except numbers ending in 99 (422).
 */
export const SIMULATOR_FAILING_ACCOUNT = '0000000000';
export const SIMULATOR_SECRET_KEY = 'sk_test_telo_local_paystack_simulator';
export const SIMULATOR_PREFIX = '/dev/paystack';

export type SimulatorOptions = {
  db: Db;
  publicUrl: string;
  /** Posts a webhook to Telo exactly as Paystack would: raw body and its signature header. */
  deliverWebhook: (rawBody: string, signature: string) => Promise<void>;
  transferMs: number;
  refundMs: number;
  /** A payout transfer completes (success, or failure for the failing account) after this. */
  payoutMs: number;
};

export type PaystackSimulator = {
  /** Resolves once every webhook the simulator decided to send has been delivered. */
  idle(): Promise<void>;
  /** Settles payments, refunds and payout transfers that are due (timers, every API call). */
  processDue(): Promise<void>;
  stop(): void;
};

type SimTransaction = typeof paystackSimTransactions.$inferSelect;

export function createPaystackSimulator(options: SimulatorOptions) {
  const { db } = options;
  const tasks = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();

  function track(work: () => Promise<void>) {
    const task = work()
      .catch(() => {
        // Paystack retries a webhook our server did not take; here the reconciliation sweep of
        // the payments module verifies instead, so a lost delivery loses nothing.
      })
      .finally(() => tasks.delete(task));
    tasks.add(task);
  }

  function later(ms: number) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      track(processDue);
    }, ms);
    timer.unref();
    timers.add(timer);
  }

  function send(event: string, data: Record<string, unknown>) {
    const rawBody = JSON.stringify({ event, data });
    track(() => options.deliverWebhook(rawBody, paystackSignature(SIMULATOR_SECRET_KEY, rawBody)));
  }

  async function processDue() {
    const settled = await db
      .update(paystackSimTransactions)
      .set({ status: 'success', paidAt: sql`now()`, gatewayResponse: 'Approved' })
      .where(
        and(
          eq(paystackSimTransactions.status, 'ongoing'),
          lte(paystackSimTransactions.settlesAt, sql`now()`),
        ),
      )
      .returning();
    for (const trx of settled) send('charge.success', transactionData(trx));
    const processed = await db
      .update(paystackSimRefunds)
      .set({ status: 'processed' })
      .where(
        and(
          eq(paystackSimRefunds.status, 'pending'),
          lte(paystackSimRefunds.processesAt, sql`now()`),
        ),
      )
      .returning();
    for (const refund of processed) {
      send('refund.processed', {
        id: refund.id,
        status: 'processed',
        transaction_reference: refund.transactionReference,
        amount: refund.amount,
        currency: refund.currency,
        refunded_at: new Date().toISOString(),
      });
    }
    const transfers = await db
      .update(paystackSimTransfers)
      .set({
        status: sql`case when exists (select 1 from ${paystackSimRecipients} r
          where r.recipient_code = ${paystackSimTransfers.recipientCode}
            and r.account_number = ${SIMULATOR_FAILING_ACCOUNT}) then 'failed' else 'success' end`,
      })
      .where(
        and(
          eq(paystackSimTransfers.status, 'pending'),
          lte(paystackSimTransfers.settlesAt, sql`now()`),
        ),
      )
      .returning();
    for (const transfer of transfers) {
      send(`transfer.${transfer.status}`, transferData(transfer));
    }
  }

  const simulator: PaystackSimulator = {
    async idle() {
      while (tasks.size > 0) await Promise.all([...tasks]);
    },
    processDue,
    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };

  async function routes(app: FastifyInstance) {
    // The hosted page's forms post url-encoded fields, as Paystack's own page would.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const authorised = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.headers.authorization !== `Bearer ${SIMULATOR_SECRET_KEY}`) {
        return reply.status(401).send({ status: false, message: 'Invalid key' });
      }
      // Whatever came due while nobody asked is settled before the answer.
      await processDue();
    };

    app.post(
      `${SIMULATOR_PREFIX}/transaction/initialize`,
      { preHandler: authorised },
      async (request, reply) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const amount = Number(body.amount);
        const email = typeof body.email === 'string' ? body.email : '';
        const currency = typeof body.currency === 'string' ? body.currency : 'NGN';
        const reference =
          typeof body.reference === 'string' ? body.reference : randomBytes(8).toString('hex');
        const refuse = (message: string) => reply.status(400).send({ status: false, message });
        if (!/^\S+@\S+\.\S+$/.test(email)) return refuse('Invalid Email Address Passed');
        if (!Number.isInteger(amount) || amount < 100) return refuse('Invalid Amount Sent');
        if (currency !== 'NGN') return refuse('Currency not supported by merchant');
        if (!/^[A-Za-z0-9.=_-]{1,100}$/.test(reference)) return refuse('Invalid reference');
        const accessCode = randomBytes(10).toString('hex');
        const [row] = await db
          .insert(paystackSimTransactions)
          .values({
            reference,
            accessCode,
            amount,
            currency,
            email,
            callbackUrl: typeof body.callback_url === 'string' ? body.callback_url : null,
            metadata: body.metadata ?? null,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) return refuse('Duplicate Transaction Reference');
        return {
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: `${options.publicUrl}${SIMULATOR_PREFIX}/checkout/${accessCode}`,
            access_code: accessCode,
            reference,
          },
        };
      },
    );

    app.get<{ Params: { reference: string } }>(
      `${SIMULATOR_PREFIX}/transaction/verify/:reference`,
      { preHandler: authorised },
      async (request, reply) => {
        const trx = await findBy('reference', request.params.reference);
        if (!trx) {
          return reply
            .status(400)
            .send({ status: false, message: 'Transaction reference not found' });
        }
        return { status: true, message: 'Verification successful', data: transactionData(trx) };
      },
    );

    app.post(`${SIMULATOR_PREFIX}/refund`, { preHandler: authorised }, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const refuse = (message: string) => reply.status(400).send({ status: false, message });
      const trx = await findBy('reference', String(body.transaction ?? ''));
      if (!trx) return refuse('Transaction reference not found');
      if (trx.status !== 'success' && trx.status !== 'reversed') {
        return refuse('Transaction has not been paid');
      }
      const [{ refunded }] = (await db
        // sum() of bigint is numeric: a string from node-postgres, so read it as a number.
        .select({
          refunded: sql<number>`coalesce(sum(${paystackSimRefunds.amount}), 0)`.mapWith(Number),
        })
        .from(paystackSimRefunds)
        .where(eq(paystackSimRefunds.transactionReference, trx.reference))) as [
        { refunded: number },
      ];
      const amount = body.amount === undefined ? trx.amount - refunded : Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0 || amount > trx.amount - refunded) {
        return refuse('Refund amount cannot be more than the amount left to refund');
      }
      const [refund] = await db
        .insert(paystackSimRefunds)
        .values({
          transactionReference: trx.reference,
          amount,
          currency: trx.currency,
          processesAt: new Date(Date.now() + options.refundMs),
        })
        .returning();
      if (refunded + amount === trx.amount) {
        await db
          .update(paystackSimTransactions)
          .set({ status: 'reversed' })
          .where(eq(paystackSimTransactions.reference, trx.reference));
      }
      later(options.refundMs);
      return {
        status: true,
        message: 'Refund has been queued for processing',
        data: {
          id: refund!.id,
          transaction: { reference: trx.reference, amount: trx.amount },
          amount,
          currency: trx.currency,
          status: 'pending',
        },
      };
    });

    app.post(
      `${SIMULATOR_PREFIX}/transferrecipient`,
      { preHandler: authorised },
      async (request, reply) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const refuse = (message: string) => reply.status(400).send({ status: false, message });
        if (body.type !== 'nuban') return refuse('Invalid recipient type');
        const accountNumber = String(body.account_number ?? '');
        const bankCode = String(body.bank_code ?? '');
        const name = String(body.name ?? '').trim();
        if (!/^\d{10}$/.test(accountNumber)) return refuse('Account number is invalid');
        if (!/^\d{3,6}$/.test(bankCode)) return refuse('Unknown bank code');
        if (!name) return refuse('Name is required');
        const [row] = await db
          .insert(paystackSimRecipients)
          .values({
            recipientCode: `RCP_${randomBytes(8).toString('hex')}`,
            name,
            accountNumber,
            bankCode,
          })
          .returning();
        return reply.status(201).send({
          status: true,
          message: 'Transfer recipient created successfully',
          data: {
            active: true,
            currency: 'NGN',
            name: row!.name,
            recipient_code: row!.recipientCode,
            type: 'nuban',
            details: { account_number: accountNumber, bank_code: bankCode },
          },
        });
      },
    );

    app.post(`${SIMULATOR_PREFIX}/transfer`, { preHandler: authorised }, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const refuse = (message: string) => reply.status(400).send({ status: false, message });
      const amount = Number(body.amount);
      const reference = String(body.reference ?? '');
      const recipientCode = String(body.recipient ?? '');
      if (body.source !== 'balance') return refuse('Invalid transfer source');
      if (!Number.isInteger(amount) || amount < 100) return refuse('Invalid amount');
      // Paystack: lowercase letters, digits, - and _, 16 to 50 characters.
      if (!/^[a-z0-9_-]{16,50}$/.test(reference)) return refuse('Invalid transfer reference');
      const [recipient] = await db
        .select()
        .from(paystackSimRecipients)
        .where(eq(paystackSimRecipients.recipientCode, recipientCode));
      if (!recipient) return refuse('Recipient specified is invalid');
      const [row] = await db
        .insert(paystackSimTransfers)
        .values({
          reference,
          transferCode: `TRF_${randomBytes(8).toString('hex')}`,
          recipientCode,
          amount,
          reason: typeof body.reason === 'string' ? body.reason : null,
          settlesAt: new Date(Date.now() + options.payoutMs),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return refuse('Transfer reference already exists');
      later(options.payoutMs);
      return { status: true, message: 'Transfer has been queued', data: transferData(row) };
    });

    app.get<{ Querystring: Record<string, string | undefined> }>(
      `${SIMULATOR_PREFIX}/bank`,
      { preHandler: authorised },
      async (request, reply) => {
        const { country, use_cursor: useCursor, perPage, next } = request.query;
        if (country && country.toLowerCase() !== 'nigeria') {
          return reply.status(400).send({ status: false, message: 'Country not supported' });
        }
        if (useCursor !== 'true') {
          return { status: true, message: 'Banks retrieved', data: NIGERIAN_BANKS };
        }
        // Paystack's cursor: an opaque token naming the id the next page starts after.
        const size = Math.min(Math.max(Number(perPage) || 50, 1), 100);
        const after = next ? Number(Buffer.from(next, 'base64').toString().split(':')[1]) : -1;
        const start = NIGERIAN_BANKS.findIndex((_, i) => i > after);
        const from = start < 0 ? NIGERIAN_BANKS.length : start;
        const data = NIGERIAN_BANKS.slice(from, from + size);
        const last = from + data.length - 1;
        return {
          status: true,
          message: 'Banks retrieved',
          data,
          meta: {
            next:
              last < NIGERIAN_BANKS.length - 1
                ? Buffer.from(`bank:${last}`).toString('base64')
                : null,
            previous: null,
            perPage: size,
          },
        };
      },
    );

    app.get<{ Querystring: Record<string, string | undefined> }>(
      `${SIMULATOR_PREFIX}/bank/resolve`,
      { preHandler: authorised },
      async (request, reply) => {
        const accountNumber = request.query.account_number ?? '';
        const bank = NIGERIAN_BANKS.find((b) => b.code === request.query.bank_code && b.active);
        const name = bank ? simulatedAccountName(accountNumber) : null;
        if (!bank || !name) {
          return reply.status(422).send({
            status: false,
            message: 'Could not resolve account name. Check parameters or try again.',
          });
        }
        return {
          status: true,
          message: 'Account number resolved',
          data: { account_number: accountNumber, account_name: name, bank_id: bank.id },
        };
      },
    );

    app.get<{ Params: { reference: string } }>(
      `${SIMULATOR_PREFIX}/transfer/verify/:reference`,
      { preHandler: authorised },
      async (request, reply) => {
        const [row] = await db
          .select()
          .from(paystackSimTransfers)
          .where(eq(paystackSimTransfers.reference, request.params.reference));
        if (!row) return reply.status(404).send({ status: false, message: 'Transfer not found' });
        return { status: true, message: 'Transfer retrieved', data: transferData(row) };
      },
    );

    app.get<{ Params: { accessCode: string } }>(
      `${SIMULATOR_PREFIX}/checkout/:accessCode`,
      async (request, reply) => {
        const trx = await findBy('accessCode', request.params.accessCode);
        reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
        if (!trx)
          return reply.status(404).send(finishedPage('This payment link is not valid', null));
        if (trx.status !== 'abandoned') {
          return finishedPage('This payment has already been completed', callbackFor(trx));
        }
        return paymentPage({
          accessCode: trx.accessCode,
          amountKobo: trx.amount,
          reference: trx.reference,
        });
      },
    );

    app.post<{ Params: { accessCode: string } }>(
      `${SIMULATOR_PREFIX}/checkout/:accessCode`,
      { config: { formPost: true } },
      async (request, reply) => {
        const outcome = String((request.body as Record<string, unknown> | null)?.outcome ?? '');
        const trx = await findBy('accessCode', request.params.accessCode);
        reply.header('Cache-Control', 'no-store');
        if (!trx) {
          return reply
            .status(404)
            .type('text/html; charset=utf-8')
            .send(finishedPage('This payment link is not valid', null));
        }
        if (!SIMULATOR_OUTCOMES.some((o) => o.value === outcome)) {
          return reply
            .status(400)
            .type('text/html; charset=utf-8')
            .send(finishedPage('Choose how to pay', null));
        }
        if (outcome !== 'abandon') {
          const changes =
            outcome === 'success'
              ? {
                  status: 'success',
                  channel: 'card',
                  gatewayResponse: 'Approved',
                  paidAt: sql`now()`,
                }
              : outcome === 'declined'
                ? { status: 'failed', channel: 'card', gatewayResponse: 'Declined' }
                : {
                    status: 'ongoing',
                    channel: 'bank_transfer',
                    gatewayResponse: 'Awaiting transfer',
                    settlesAt: new Date(Date.now() + options.transferMs),
                  };
          // Only a transaction nobody paid yet changes: a second click does nothing.
          const [updated] = await db
            .update(paystackSimTransactions)
            .set(changes)
            .where(
              and(
                eq(paystackSimTransactions.id, trx.id),
                eq(paystackSimTransactions.status, 'abandoned'),
              ),
            )
            .returning();
          if (updated?.status === 'success') send('charge.success', transactionData(updated));
          if (updated?.status === 'ongoing') later(options.transferMs);
        }
        const back = callbackFor(trx);
        if (!back) {
          return reply
            .type('text/html; charset=utf-8')
            .send(finishedPage('Payment finished', null));
        }
        return reply.redirect(back, 303);
      },
    );
  }

  async function findBy(column: 'reference' | 'accessCode', value: string) {
    const [row] = await db
      .select()
      .from(paystackSimTransactions)
      .where(eq(paystackSimTransactions[column], value));
    return row;
  }

  return { simulator, routes };
}

function callbackFor(trx: SimTransaction): string | null {
  if (!trx.callbackUrl) return null;
  const url = new URL(trx.callbackUrl);
  url.searchParams.set('trxref', trx.reference);
  url.searchParams.set('reference', trx.reference);
  return url.toString();
}

/** The `data` of Paystack's verify answer and of its charge.success event. */
function transactionData(trx: SimTransaction) {
  return {
    id: trx.id,
    domain: 'test',
    status: trx.status,
    reference: trx.reference,
    amount: trx.amount,
    currency: trx.currency,
    channel: trx.channel,
    gateway_response: trx.gatewayResponse,
    paid_at: trx.paidAt ? new Date(trx.paidAt).toISOString() : null,
    created_at: new Date(trx.createdAt).toISOString(),
    metadata: trx.metadata,
    customer: { email: trx.email },
  };
}

/** The `data` of Paystack's transfer answers and of its transfer.* events. */
function transferData(transfer: typeof paystackSimTransfers.$inferSelect) {
  return {
    id: transfer.id,
    domain: 'test',
    amount: transfer.amount,
    currency: 'NGN',
    source: 'balance',
    reason: transfer.reason,
    reference: transfer.reference,
    transfer_code: transfer.transferCode,
    status: transfer.status,
    gateway_response: transfer.status === 'failed' ? 'Account could not be credited' : null,
    recipient: { recipient_code: transfer.recipientCode },
    created_at: new Date(transfer.createdAt).toISOString(),
  };
}
