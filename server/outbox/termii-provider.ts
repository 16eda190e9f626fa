import type { Message, MessageProvider } from './providers.ts';

export type TermiiSettings = {
  /** The account's base URL from Termii's dashboard, e.g. https://v3.api.termii.com. */
  baseUrl: string;
  apiKey: string;
  /** A registered sender id (3–11 characters). */
  senderId: string;
};

/** A provider that does not answer in this long has failed this attempt; the outbox retries. */
const TIMEOUT_MS = 10_000;

/**
 * Termii's Messaging API (POST {base}/api/sms/send): `to` is the number in international format
 * without the "+", `channel` "generic" for plain SMS (or "whatsapp" for a WhatsApp message),
 * `type` "plain". A 2xx answer with a `message_id` means Termii accepted the message.
 */
export function termiiProvider(settings: TermiiSettings): MessageProvider {
  const url = new URL('/api/sms/send', settings.baseUrl).toString();
  return {
    name: 'termii',
    async send(message: Message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          api_key: settings.apiKey,
          to: message.to.replace(/^\+/, ''),
          from: settings.senderId,
          sms: message.body,
          type: 'plain',
          channel: message.channel === 'whatsapp' ? 'whatsapp' : 'generic',
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await response.text();
      if (!response.ok) {
        throw new Error(`Termii answered ${response.status}: ${text.slice(0, 200)}`);
      }
      let answer: unknown;
      try {
        answer = JSON.parse(text);
      } catch {
        throw new Error(`Termii answered ${response.status} with no JSON: ${text.slice(0, 200)}`);
      }
      if (!answer || typeof answer !== 'object' || !('message_id' in answer)) {
        throw new Error(`Termii did not accept the message: ${text.slice(0, 200)}`);
      }
    },
  };
}
