import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type PaystackRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
};

/** What the shopper did on Paystack's page, in Paystack's words. */
export type PaystackOutcome = 'success' | 'failed' | 'abandoned';

type Transaction = {
  id: number;
  reference: string;
  accessCode: string;
  amount: number;
  currency: string;
  email: string;
  metadata: unknown;
  status: PaystackOutcome | 'reversed';
  paidAt: string | null;
  createdAt: string;
};
type Refund = { id: number; transaction: Transaction; amount: number; processed: boolean };
type Reply = { status: number; body: unknown };

/** A webhook as sent: its exact bytes (to replay) and the status Telo answered. */
export type Delivery = { rawBody: string; status: number };

/**
 * A stand-in for Paystack written from its API reference, not from Telo's simulator, so the
 * adapter and the webhook are held to Paystack's contract rather than to our own reading of it
 * twice. It answers POST /transaction/initialize, GET /transaction/verify/:reference, POST
 * /refund, GET /bank (cursor-paged) and GET /bank/resolve in Paystack's { status, message, data } envelope, only with `Authorization: Bearer
 * <secret key>`; records every request; and, when the test decides, posts charge.success and
 * refund.processed webhooks to the app over HTTP, signed as Paystack signs them
 * (x-paystack-signature: hex HMAC-SHA512 of the raw body, keyed with the secret key).
 */
export async function startFakePaystack({ secretKey }: { secretKey: string }) {
  const received: PaystackRequest[] = [];
  const transactions = new Map<string, Transaction>();
  const refunds: Refund[] = [];
  let lastId = 4_099_000;
  /** Set in Paystack's dashboard in real life; here, once the app is listening. */
  let webhookUrl: string | undefined;

  const fail = (status: number, message: string): Reply => ({
    status,
    body: { status: false, message },
  });

  /** Accounts its banks know (bank code → account number → name); `setAccount` adds one. */
  const accounts = new Map<string, Map<string, string>>();
  /** When set, the bank endpoints answer this HTTP status (an outage at Paystack's end). */
  let banksDownWith: number | null = null;

  function answer(method: string, url: string, body: Record<string, unknown>): Reply {
    const [path = '', queryString = ''] = url.split('?');
    const query = new URLSearchParams(queryString);
    if (method === 'GET' && (path === '/bank' || path === '/bank/resolve') && banksDownWith) {
      return fail(banksDownWith, 'Service unavailable, please try again');
    }
    if (method === 'GET' && path === '/bank') return bankList(query);
    if (method === 'GET' && path === '/bank/resolve') {
      const name = accounts
        .get(query.get('bank_code') ?? '')
        ?.get(query.get('account_number') ?? '');
      if (!name) return fail(422, 'Could not resolve account name. Check parameters or try again.');
      return {
        status: 200,
        body: {
          status: true,
          message: 'Account number resolved',
          data: {
            account_number: query.get('account_number'),
            account_name: name,
            bank_id: FAKE_BANKS.find((b) => b.code === query.get('bank_code'))?.id ?? 0,
          },
        },
      };
    }
    if (method === 'POST' && path === '/transaction/initialize') return initialize(body);
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(path);
    if (method === 'GET' && verify) {
      const trx = transactions.get(decodeURIComponent(verify[1]!));
      if (!trx) return fail(400, 'Transaction reference not found');
      return {
        status: 200,
        body: { status: true, message: 'Verification successful', data: transactionData(trx) },
      };
    }
    if (method === 'POST' && path === '/refund') return refund(body);
    return fail(404, 'Not found');
  }

  /** Paystack's cursor paging: `use_cursor=true`, `perPage`, and `next` from the last meta. */
  function bankList(query: URLSearchParams): Reply {
    if ((query.get('country') ?? '').toLowerCase() !== 'nigeria')
      return fail(400, 'Invalid country');
    if (query.get('use_cursor') !== 'true') {
      return { status: 200, body: { status: true, message: 'Banks retrieved', data: FAKE_BANKS } };
    }
    const perPage = Number(query.get('perPage') ?? 50);
    const start = Number(query.get('next') ? atob(query.get('next')!) : 0);
    const data = FAKE_BANKS.slice(start, start + perPage);
    const end = start + data.length;
    return {
      status: 200,
      body: {
        status: true,
        message: 'Banks retrieved',
        data,
        meta: { next: end < FAKE_BANKS.length ? btoa(String(end)) : null, previous: null, perPage },
      },
    };
  }

  function initialize(body: Record<string, unknown>): Reply {
    // Paystack takes the amount in the currency's subunit (kobo), as a number or a digit string.
    const amount =
      typeof body.amount === 'string' && /^\d+$/.test(body.amount)
        ? Number(body.amount)
        : body.amount;
    if (typeof body.email !== 'string' || !body.email.includes('@')) {
      return fail(400, 'Invalid Email Address Passed');
    }
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
      return fail(400, 'Invalid Amount Sent');
    }
    const reference =
      typeof body.reference === 'string' ? body.reference : randomBytes(10).toString('hex');
    if (transactions.has(reference)) return fail(400, 'Duplicate Transaction Reference');
    const accessCode = randomBytes(8).toString('hex');
    transactions.set(reference, {
      id: ++lastId,
      reference,
      accessCode,
      amount,
      currency: typeof body.currency === 'string' ? body.currency : 'NGN',
      email: body.email,
      metadata: body.metadata ?? null,
      status: 'abandoned',
      paidAt: null,
      createdAt: new Date().toISOString(),
    });
    return {
      status: 200,
      body: {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `https://checkout.paystack.com/${accessCode}`,
          access_code: accessCode,
          reference,
        },
      },
    };
  }

  function refund(body: Record<string, unknown>): Reply {
    const trx = [...transactions.values()].find(
      (t) => t.reference === body.transaction || String(t.id) === String(body.transaction),
    );
    if (!trx) return fail(400, 'Transaction reference not found');
    if (trx.status !== 'success') return fail(400, 'Transaction has not been paid');
    const left =
      trx.amount - refunds.filter((r) => r.transaction === trx).reduce((n, r) => n + r.amount, 0);
    const amount = body.amount === undefined ? left : Number(body.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      return fail(400, 'Refund amount cannot be more than the amount left to refund');
    }
    const made: Refund = { id: ++lastId, transaction: trx, amount, processed: false };
    refunds.push(made);
    return {
      status: 200,
      body: {
        status: true,
        message: 'Refund has been queued for processing',
        data: {
          transaction: {
            id: trx.id,
            reference: trx.reference,
            amount: trx.amount,
            currency: trx.currency,
          },
          integration: 100032,
          deducted_amount: 0,
          channel: null,
          merchant_note: `Refund for transaction ${trx.reference}`,
          customer_note: `Refund for transaction ${trx.reference}`,
          status: 'pending',
          currency: trx.currency,
          domain: 'test',
          amount,
          fully_deducted: false,
          id: made.id,
        },
      },
    };
  }

  const server = createServer(async (req, res) => {
    const text = await readBody(req);
    let body: unknown = text;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      // Recorded as text: the test then sees what was sent.
    }
    const path = req.url ?? '';
    received.push({ method: req.method ?? '', path, headers: req.headers, body });
    const reply =
      req.headers.authorization === `Bearer ${secretKey}`
        ? answer(req.method ?? '', path, (body ?? {}) as Record<string, unknown>)
        : fail(401, 'Invalid key');
    res
      .writeHead(reply.status, { 'content-type': 'application/json' })
      .end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** Posts exactly these bytes to the webhook URL, signed with the secret key. */
  async function deliver(rawBody: string): Promise<Delivery> {
    if (!webhookUrl) throw new Error('fake Paystack: no webhook URL set');
    const signature = createHmac('sha512', secretKey).update(rawBody).digest('hex');
    const res = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      body: rawBody,
    });
    return { rawBody, status: res.status };
  }

  function transaction(reference: string) {
    const trx = transactions.get(reference);
    if (!trx) throw new Error(`fake Paystack: no transaction ${reference}`);
    return trx;
  }

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    /** Requests to one endpoint, e.g. requestsTo('POST', '/refund'). */
    requestsTo: (method: string, path: string) =>
      received.filter((r) => r.method === method && r.path === path),
    /** An account the fake's banks resolve to `name`. */
    setAccount(bankCode: string, accountNumber: string, name: string) {
      const bank = accounts.get(bankCode) ?? new Map<string, string>();
      bank.set(accountNumber, name);
      accounts.set(bankCode, bank);
    },
    /** Paystack's bank endpoints fail with this status from now on (null: they answer again). */
    banksDown(status: number | null) {
      banksDownWith = status;
    },
    setWebhookUrl(url: string) {
      webhookUrl = url;
    },
    /** The shopper finishes on Paystack's page: verify reports this from now on. */
    decide(reference: string, outcome: PaystackOutcome) {
      const trx = transaction(reference);
      trx.status = outcome;
      trx.paidAt = outcome === 'success' ? new Date().toISOString() : null;
    },
    /** Paystack's charge.success event for a transaction, as its data stands. */
    chargeSuccess: (reference: string) =>
      deliver(
        JSON.stringify({ event: 'charge.success', data: transactionData(transaction(reference)) }),
      ),
    /** Processes every pending refund, each announced by a refund.processed event. */
    async processRefunds(): Promise<Delivery[]> {
      const deliveries: Delivery[] = [];
      for (const r of refunds.filter((r) => !r.processed)) {
        r.processed = true;
        const given = refunds.filter((x) => x.transaction === r.transaction && x.processed);
        if (given.reduce((n, x) => n + x.amount, 0) === r.transaction.amount) {
          r.transaction.status = 'reversed';
        }
        deliveries.push(
          await deliver(JSON.stringify({ event: 'refund.processed', data: refundData(r) })),
        );
      }
      return deliveries;
    },
    /** A delivery again, byte for byte: Paystack retries, and attackers replay. */
    redeliver: (delivery: Delivery) => deliver(delivery.rawBody),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A few of Paystack's Nigerian banks, in its shape: one inactive, one deleted (Telo skips both). */
const bank = (
  id: number,
  name: string,
  slug: string,
  code: string,
  active = true,
  deleted = false,
) => ({
  id,
  name,
  slug,
  code,
  longcode: '',
  gateway: null,
  pay_with_bank: false,
  supports_transfer: true,
  active,
  is_deleted: deleted,
  country: 'Nigeria',
  currency: 'NGN',
  type: 'nuban',
  createdAt: '2016-07-14T10:04:29.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
});
export const FAKE_BANKS = [
  bank(1, 'Access Bank', 'access-bank', '044'),
  bank(7, 'First Bank of Nigeria', 'first-bank-of-nigeria', '011'),
  bank(9, 'Guaranty Trust Bank', 'guaranty-trust-bank', '058'),
  bank(10, 'Heritage Bank', 'heritage-bank', '030', false),
  bank(67, 'Kuda Bank', 'kuda-bank', '50211'),
  bank(282, 'Moniepoint MFB', 'moniepoint-mfb-ng', '50515'),
  bank(171, 'OPay Digital Services Limited (OPay)', 'paycom', '999992'),
  bank(172, 'PalmPay', 'palmpay', '999991'),
  bank(500, 'Closed Microfinance Bank', 'closed-mfb', '50999', true, true),
  bank(21, 'Zenith Bank', 'zenith-bank', '057'),
];

/** The `data` of Paystack's verify answer and of its charge.success event. */
function transactionData(trx: Transaction) {
  return {
    id: trx.id,
    domain: 'test',
    status: trx.status,
    reference: trx.reference,
    amount: trx.amount,
    message: null,
    gateway_response: trx.status === 'success' ? 'Successful' : 'The transaction was not completed',
    paid_at: trx.paidAt,
    created_at: trx.createdAt,
    channel: 'card',
    currency: trx.currency,
    ip_address: '102.89.1.10',
    metadata: trx.metadata,
    fees:
      trx.status === 'success' ? Math.min(Math.round(trx.amount * 0.015) + 10_000, 200_000) : null,
    customer: { id: 1_720_001, email: trx.email, customer_code: 'CUS_fake0000000001' },
    authorization:
      trx.status === 'success'
        ? {
            authorization_code: 'AUTH_fake0001',
            bin: '408408',
            last4: '4081',
            channel: 'card',
            card_type: 'visa',
            bank: 'TEST BANK',
            country_code: 'NG',
            reusable: true,
          }
        : {},
  };
}

/** The `data` of Paystack's refund.processed event (it names the transaction by reference). */
function refundData(r: Refund) {
  return {
    status: 'processed',
    transaction_reference: r.transaction.reference,
    refund_reference: `RF${r.id}`,
    amount: r.amount,
    currency: r.transaction.currency,
    processor: 'mpgs_zenith',
    customer: { email: r.transaction.email },
    integration: 100032,
    domain: 'test',
  };
}

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
