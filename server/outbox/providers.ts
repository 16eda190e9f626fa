import type { OutboundMessageRow } from '../db/schema/index.ts';
import { smtpProvider, type SmtpSettings } from './smtp-provider.ts';
import { termiiProvider, type TermiiSettings } from './termii-provider.ts';

export type MessageChannel = OutboundMessageRow['channel'];
export type Message = Pick<OutboundMessageRow, 'channel' | 'to' | 'body'>;

/** Something that can deliver a message; it throws when it could not (the outbox retries). */
export type MessageProvider = {
  name: string;
  send(message: Message): Promise<void>;
  close?(): void;
};

export type MessagesConfig = {
  termii?: TermiiSettings;
  smtp?: SmtpSettings;
  /**
   * DEV_OUTBOX=on: live mode may run on the development provider, codes readable by anyone at
   * /api/dev/outbox (a staging server, the e2e live-mode server, tests). Demo mode always may.
   */
  devOutboxInLiveMode?: boolean;
};

/** Who delivers each channel. `development` is true while nothing real is configured. */
export type Providers = {
  development: boolean;
  forChannel(channel: MessageChannel): MessageProvider | undefined;
  close(): void;
};

/**
 * Delivers nothing: the message is marked sent and can be read at /dev/outbox. Used while no real
 * provider is configured (`npm start`, the tests), so sign-in works on a laptop with no accounts.
 */
export const developmentProvider: MessageProvider = {
  name: 'development',
  async send() {},
};

/**
 * True while no real provider is configured: every message stays in /dev/outbox, where anyone
 * may read it. What may be seeded hangs on it too (decision 037: demo accounts' sign-in numbers).
 */
export const usesDevelopmentProvider = (config: MessagesConfig) => !config.termii && !config.smtp;

/**
 * Why these message settings may not start, or undefined. In live mode the development provider
 * would show every sign-in code, the admin's included, to whoever opens /api/dev/outbox: a real
 * provider is required unless DEV_OUTBOX=on says the server is a rehearsal. Checked when the
 * configuration is read (server/config.ts) and again when the app is built, as payments are.
 */
export function devOutboxProblem(demoShopper: boolean, config: MessagesConfig): string | undefined {
  if (demoShopper || !usesDevelopmentProvider(config) || config.devOutboxInLiveMode)
    return undefined;
  return (
    'live mode (DEMO_SHOPPER=off) needs TERMII_API_KEY or SMTP_URL; without either, sign-in ' +
    'codes are not sent but shown to anyone at /api/dev/outbox. Set DEV_OUTBOX=on only on a ' +
    'server that is not a real shop (staging, tests).'
  );
}

/**
 * With no real provider configured, the development provider takes every channel. Once one is
 * configured, channels without a provider of their own have none: a code cannot be "sent" to an
 * email address nobody will deliver to, so sign-in by that channel is refused (see canSend).
 */
export function chooseProviders(config: MessagesConfig): Providers {
  if (usesDevelopmentProvider(config)) {
    return { development: true, forChannel: () => developmentProvider, close() {} };
  }
  const sms = config.termii ? termiiProvider(config.termii) : undefined;
  const email = config.smtp ? smtpProvider(config.smtp) : undefined;
  return {
    development: false,
    forChannel: (channel) => (channel === 'email' ? email : sms),
    close() {
      sms?.close?.();
      email?.close?.();
    },
  };
}
