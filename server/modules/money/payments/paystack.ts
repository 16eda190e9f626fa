import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  PaymentProviderError,
  PaymentProviderRefusal,
  type InitializeInput,
  type PaymentProvider,
  type ProviderBank,
  type ProviderTransaction,
  type ProviderTransfer,
} from './provider.ts';

export type PaystackOptions = {
  /** https://api.paystack.co, or the simulator's {PUBLIC_URL}/dev/paystack. */
  baseUrl: string;
  secretKey: string;
  /** How HTTP requests are made (global fetch; the app's own simulator may be called in-process). */
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  /** Banks asked for per page of `GET /bank` (Paystack allows up to 100). */
  bankPageSize?: number;
};

/** Paystack's envelope: every answer is { status, message, data } (lists add meta). */
type Envelope<T> = {
  status?: boolean;
  message?: string;
  data?: T;
  meta?: { next?: string | null };
};

/** One bank of `GET /bank` (fields Telo reads; Paystack sends more). */
type BankData = {
  name?: string;
  slug?: string;
  code?: string;
  active?: boolean;
  is_deleted?: boolean;
  currency?: string;
};

/** More pages than Nigeria has banks at 100 a page: a cursor that never ends stops here. */
const MAX_BANK_PAGES = 10;

/** Paystack's transfer object (POST /transfer, GET /transfer/verify/:reference, webhooks). */
type TransferData = {
  reference?: string;
  transfer_code?: string;
  status?: string;
  amount?: number;
  reason?: string | null;
  failures?: unknown;
  gateway_response?: string | null;
};

/**
 * The Paystack adapter, speaking its documented REST API: POST /transaction/initialize,
 * GET /transaction/verify/:reference, POST /refund, POST /transferrecipient, POST /transfer,
 * GET /transfer/verify/:reference, GET /bank?country=nigeria, GET /bank/resolve, and webhooks signed with x-paystack-signature = hex
 * HMAC-SHA512 of the raw body keyed with the secret key.
 */
export function createPaystackProvider({
  baseUrl,
  secretKey,
  fetch = globalThis.fetch,
  timeoutMs = 10_000,
  bankPageSize = 100,
}: PaystackOptions): PaymentProvider {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown) {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${secretKey}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError(error instanceof Error ? error.message : 'network error');
    }
    const envelope = (await response.json().catch(() => ({}))) as Envelope<T>;
    return { httpStatus: response.status, envelope };
  }

  return {
    async initialize(input: InitializeInput) {
      const { httpStatus, envelope } = await call<{
        authorization_url?: string;
        access_code?: string;
      }>('POST', '/transaction/initialize', {
        email: input.email,
        amount: input.amountKobo,
        currency: 'NGN',
        reference: input.reference,
        callback_url: input.callbackUrl,
        metadata: input.metadata,
      });
      const data = envelope.data;
      if (httpStatus !== 200 || !envelope.status || !data?.authorization_url) {
        throw new PaymentProviderError(envelope.message ?? `HTTP ${httpStatus}`);
      }
      return { authorizationUrl: data.authorization_url, accessCode: data.access_code ?? '' };
    },

    async verify(reference: string): Promise<ProviderTransaction | null> {
      const { httpStatus, envelope } = await call<{
        status?: string;
        reference?: string;
        amount?: number;
        currency?: string;
        channel?: string | null;
        paid_at?: string | null;
      }>('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      // Paystack answers 400/404 with status false for a reference it never saw.
      if ((httpStatus === 400 || httpStatus === 404) && envelope.status === false) return null;
      const data = envelope.data;
      if (httpStatus !== 200 || !envelope.status || !data || typeof data.status !== 'string') {
        throw new PaymentProviderError(envelope.message ?? `HTTP ${httpStatus}`);
      }
      return {
        reference: data.reference ?? reference,
        status: data.status,
        amountKobo: Number(data.amount),
        currency: String(data.currency ?? ''),
        channel: data.channel ?? null,
        paidAt: data.paid_at ?? null,
      };
    },

    async refund({ reference, amountKobo }) {
      const { httpStatus, envelope } = await call<{ status?: string; id?: number | string }>(
        'POST',
        '/refund',
        {
          transaction: reference,
          ...(amountKobo === undefined ? {} : { amount: amountKobo }),
        },
      );
      // A 4xx with status false is Paystack saying no (nothing left to refund, not paid…): a
      // refusal, which asking again every minute will not change (issue 28).
      if (httpStatus !== 200 || !envelope.status) throw refusalOrError(httpStatus, envelope);
      return { status: envelope.data?.status ?? 'pending', id: String(envelope.data?.id ?? '') };
    },

    isSignedWebhook(rawBody: Buffer, signature: string | undefined) {
      return isPaystackSignature(secretKey, rawBody, signature);
    },

    async listBanks() {
      const banks: ProviderBank[] = [];
      let cursor: string | null | undefined = null;
      // Paystack pages its lists: ask with a cursor, 100 at a time, until it gives no next one.
      for (let page = 0; page < MAX_BANK_PAGES; page++) {
        const query = new URLSearchParams({
          country: 'nigeria',
          use_cursor: 'true',
          perPage: String(bankPageSize),
        });
        if (cursor) query.set('next', cursor);
        const { httpStatus, envelope } = await call<BankData[]>('GET', `/bank?${query}`);
        if (httpStatus !== 200 || !envelope.status || !Array.isArray(envelope.data)) {
          throw new PaymentProviderError(envelope.message ?? `HTTP ${httpStatus}`);
        }
        for (const bank of envelope.data) {
          if (!bank.name || !bank.code || bank.active === false || bank.is_deleted) continue;
          if (bank.currency && bank.currency !== 'NGN') continue;
          banks.push({ name: bank.name, code: bank.code, slug: bank.slug ?? bank.code });
        }
        cursor = envelope.meta?.next;
        if (!cursor) break;
      }
      return banks;
    },

    async resolveAccount({ accountNumber, bankCode }) {
      const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
      const { httpStatus, envelope } = await call<{ account_name?: string }>(
        'GET',
        `/bank/resolve?${query}`,
      );
      const name = envelope.data?.account_name;
      if (httpStatus === 200 && envelope.status && typeof name === 'string' && name.trim()) {
        return name.trim();
      }
      // 422 (Paystack's "Could not resolve account name") or 400: no such account at that bank.
      if ((httpStatus === 422 || httpStatus === 400) && envelope.status === false) return null;
      throw new PaymentProviderError(envelope.message ?? `HTTP ${httpStatus}`);
    },

    async createTransferRecipient({ name, accountNumber, bankCode }) {
      const { httpStatus, envelope } = await call<{ recipient_code?: string }>(
        'POST',
        '/transferrecipient',
        {
          type: 'nuban',
          name,
          account_number: accountNumber,
          bank_code: bankCode,
          currency: 'NGN',
        },
      );
      const code = envelope.data?.recipient_code;
      if ((httpStatus === 200 || httpStatus === 201) && envelope.status && code) {
        return { recipientCode: code };
      }
      throw refusalOrError(httpStatus, envelope);
    },

    async transfer({ amountKobo, recipientCode, reference, reason }) {
      const { httpStatus, envelope } = await call<TransferData>('POST', '/transfer', {
        source: 'balance',
        amount: amountKobo,
        recipient: recipientCode,
        reference,
        reason,
        currency: 'NGN',
      });
      if (httpStatus === 200 && envelope.status && envelope.data) {
        return toTransfer(envelope.data, reference);
      }
      throw refusalOrError(httpStatus, envelope);
    },

    async verifyTransfer(reference: string) {
      const { httpStatus, envelope } = await call<TransferData>(
        'GET',
        `/transfer/verify/${encodeURIComponent(reference)}`,
      );
      if ((httpStatus === 400 || httpStatus === 404) && envelope.status === false) return null;
      if (httpStatus !== 200 || !envelope.status || !envelope.data) {
        throw new PaymentProviderError(envelope.message ?? `HTTP ${httpStatus}`);
      }
      return toTransfer(envelope.data, reference);
    },
  };
}

/** Paystack's 4xx with status false is a decision about the request; anything else an outage. */
function refusalOrError(httpStatus: number, envelope: Envelope<unknown>) {
  const message = envelope.message ?? `HTTP ${httpStatus}`;
  if (httpStatus >= 400 && httpStatus < 500 && httpStatus !== 401 && httpStatus !== 429) {
    return new PaymentProviderRefusal(message);
  }
  return new PaymentProviderError(message);
}

function toTransfer(data: TransferData, reference: string): ProviderTransfer {
  return {
    reference: data.reference ?? reference,
    transferCode: String(data.transfer_code ?? ''),
    status: String(data.status ?? 'pending'),
    amountKobo: Number(data.amount),
    reason: data.gateway_response ?? (typeof data.failures === 'string' ? data.failures : null),
  };
}

export function paystackSignature(secretKey: string, rawBody: Buffer | string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

function isPaystackSignature(secretKey: string, rawBody: Buffer, signature: string | undefined) {
  if (typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(paystackSignature(secretKey, rawBody), 'hex');
  // Constant time, so the answer's timing reveals nothing about the right signature.
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
