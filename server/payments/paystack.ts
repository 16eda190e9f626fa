import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  PaymentProviderError,
  type InitializeInput,
  type PaymentProvider,
  type ProviderTransaction,
} from './provider.ts';

export type PaystackOptions = {
  /** https://api.paystack.co, or the simulator's {PUBLIC_URL}/dev/paystack. */
  baseUrl: string;
  secretKey: string;
  /** How HTTP requests are made (global fetch; the app's own simulator may be called in-process). */
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
};

/** Paystack's envelope: every answer is { status, message, data }. */
type Envelope<T> = { status?: boolean; message?: string; data?: T };

/**
 * The Paystack adapter, speaking its documented REST API: POST /transaction/initialize,
 * GET /transaction/verify/:reference, POST /refund, and webhooks signed with
 * x-paystack-signature = hex HMAC-SHA512 of the raw body keyed with the secret key.
 */
export function createPaystackProvider({
  baseUrl,
  secretKey,
  fetch = globalThis.fetch,
  timeoutMs = 10_000,
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
      if (httpStatus !== 200 || !envelope.status) {
        throw new PaymentProviderError(envelope.message ?? `HTTP ${httpStatus}`);
      }
      return { status: envelope.data?.status ?? 'pending', id: String(envelope.data?.id ?? '') };
    },

    isSignedWebhook(rawBody: Buffer, signature: string | undefined) {
      return isPaystackSignature(secretKey, rawBody, signature);
    },
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
