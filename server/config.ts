import { z } from 'zod';
import type { ShopLinks } from '../shared/schemas/shop.ts';
import { devOutboxProblem, type MessagesConfig } from './outbox/providers.ts';
import type { RateLimits } from './plugins/rate-limits.ts';
import {
  paymentsConfigProblem,
  type PaymentsConfig,
} from './modules/money/payments/payments-config.ts';
import {
  DEFAULT_ADVANCE_PERCENT,
  DEFAULT_COMMISSION_PERCENT,
  DEFAULT_RELEASE_AFTER_DAYS,
} from '../shared/commission.ts';

/** Empty means unset: an `.env` line `SMTP_URL=` turns a provider off rather than breaking start. */
const optionalSetting = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/** A channel's address, unset or a page on that service (a link nobody should be sent elsewhere by). */
const channelUrl = (prefix: string) =>
  optionalSetting.refine(
    (v) => v === undefined || (v.startsWith(prefix) && v.length > prefix.length),
    {
      message: `must be an address starting with ${prefix}`,
    },
  );

/** The only reader of process.env: everything else receives a parsed Config. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CLIENT_DIR: z.string().min(1).default('./dist/client'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  // Not "SSR": Vite and Vitest set that variable for their own needs.
  SERVER_RENDERING: z.enum(['on', 'off']).default('on'),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_NOT_FOUND_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_SIGN_IN_CODES_PER_HOUR: z.coerce.number().int().min(1).default(20),
  // A time setting for the e2e servers (issue 30): production keeps a minute between codes.
  SIGN_IN_CODE_RESEND_SECONDS: z.coerce.number().int().min(1).default(60),
  // Several instances behind a load balancer share their rate-limit counters here.
  REDIS_URL: optionalSetting.refine(
    (v) => v === undefined || /^rediss?:\/\//.test(v),
    'must be a redis:// or rediss:// URL',
  ),
  DEMO_SHOPPER: z.enum(['on', 'off']).default('on'),
  // Telo's own channels, shown in a live shop's footer only when set (issue 29).
  WHATSAPP_URL: channelUrl('https://wa.me/'),
  INSTAGRAM_URL: channelUrl('https://www.instagram.com/'),
  FACEBOOK_URL: channelUrl('https://www.facebook.com/'),
  X_URL: channelUrl('https://x.com/'),
  TERMII_BASE_URL: z
    .string()
    .regex(/^https?:\/\//, 'must be an http(s):// URL')
    .default('https://v3.api.termii.com'),
  TERMII_API_KEY: optionalSetting,
  TERMII_SENDER_ID: z.string().min(1).max(11).default('Telo'),
  SMTP_URL: optionalSetting.refine(
    (v) => v === undefined || /^smtps?:\/\//.test(v),
    'must be an smtp:// or smtps:// URL',
  ),
  MAIL_FROM: z.string().min(3).default('Telo <no-reply@telo.ng>'),
  // On: live mode may run without TERMII_API_KEY or SMTP_URL, codes in /api/dev/outbox (staging, tests).
  DEV_OUTBOX: z.enum(['on', 'off']).default('off'),
  // Where shoppers reach Telo: Paystack's callback_url and the simulator's pages are built from it.
  PUBLIC_URL: optionalSetting.refine(
    (v) => v === undefined || /^https?:\/\/[^/]+$/.test(v.replace(/\/$/, '')),
    'must be an http(s):// origin such as https://telo.ng',
  ),
  PAYSTACK_BASE_URL: z
    .string()
    .regex(/^https?:\/\//, 'must be an http(s):// URL')
    .default('https://api.paystack.co'),
  PAYSTACK_SECRET_KEY: optionalSetting,
  // On: live mode may use the local simulator without a key (staging, the e2e live server).
  PAYSTACK_SIMULATOR: z.enum(['on', 'off']).default('off'),
  // How long the simulator takes to process a refund, as Paystack does later (e2e: shorter).
  PAYSTACK_SIMULATOR_REFUND_MS: z.coerce.number().int().min(0).default(3000),
  // Telo's share of each order, in percent (issue 14): a tailor is paid the rest.
  TELO_COMMISSION_PERCENT: z.coerce
    .number({ error: 'must be a number' })
    .min(0, 'must be between 0 and 50')
    .max(50, 'must be between 0 and 50')
    .default(DEFAULT_COMMISSION_PERCENT),
  // Days after delivery an order's money is released to its tailor if the shopper has not
  // confirmed receiving it and no fit claim is open (issue 28).
  RELEASE_AFTER_DAYS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number of days')
    .min(0, 'must be between 0 and 60')
    .max(60, 'must be between 0 and 60')
    .default(DEFAULT_RELEASE_AFTER_DAYS),
  // The part of her earnings a tailor is advanced for fabric when she starts cutting; 0: none.
  TAILOR_ADVANCE_PERCENT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole percent')
    .min(0, 'must be between 0 and 50')
    .max(50, 'must be between 0 and 50')
    .default(DEFAULT_ADVANCE_PERCENT),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  clientDir: string;
  /** Behind a reverse proxy: take the client's address and https from X-Forwarded-* headers. */
  trustProxy: boolean;
  /** Render the public pages on the server and hydrate them (decision 010). */
  serverRendering: boolean;
  rateLimits: RateLimits;
  /** Seconds before a destination may be sent another sign-in code (60; the e2e servers less). */
  signInCodeResendSeconds: number;
  /** Rate-limit counters in Redis, shared by every instance; unset: in this process's memory. */
  redisUrl: string | undefined;
  /**
   * On: a visitor who has not signed in acts for the spec's demo shopper `user1` (the spec's demo).
   * Off (production): such a visitor is a guest of their own (issue 12).
   */
  demoShopper: boolean;
  /** Telo's channels (WHATSAPP_URL, INSTAGRAM_URL, FACEBOOK_URL, X_URL); null when unset. */
  links: ShopLinks;
  /** Real message providers; with none, the development provider only records messages. */
  messages: MessagesConfig;
  payments: PaymentsConfig;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const config: Config = {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    logLevel: e.LOG_LEVEL,
    clientDir: e.CLIENT_DIR,
    trustProxy: e.TRUST_PROXY === 'true',
    serverRendering: e.SERVER_RENDERING === 'on',
    rateLimits: {
      writesPerMinutePerSession: e.RATE_LIMIT_WRITES_PER_MINUTE,
      // An address may hide a household or an office behind one router: allow a few sessions.
      writesPerMinutePerAddress: e.RATE_LIMIT_WRITES_PER_MINUTE * 5,
      notFoundPerMinutePerAddress: e.RATE_LIMIT_NOT_FOUND_PER_MINUTE,
      signInCodesPerAddressPerHour: e.RATE_LIMIT_SIGN_IN_CODES_PER_HOUR,
    },
    signInCodeResendSeconds: e.SIGN_IN_CODE_RESEND_SECONDS,
    redisUrl: e.REDIS_URL,
    demoShopper: e.DEMO_SHOPPER === 'on',
    links: {
      whatsapp: e.WHATSAPP_URL ?? null,
      instagram: e.INSTAGRAM_URL ?? null,
      facebook: e.FACEBOOK_URL ?? null,
      x: e.X_URL ?? null,
    },
    messages: {
      termii: e.TERMII_API_KEY
        ? { baseUrl: e.TERMII_BASE_URL, apiKey: e.TERMII_API_KEY, senderId: e.TERMII_SENDER_ID }
        : undefined,
      smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
      devOutboxInLiveMode: e.DEV_OUTBOX === 'on',
    },
    payments: {
      publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
      // No key: the local Paystack simulator takes Paystack's place (demo mode, tests, and live
      // mode only with PAYSTACK_SIMULATOR=on).
      paystack: e.PAYSTACK_SECRET_KEY
        ? { baseUrl: e.PAYSTACK_BASE_URL.replace(/\/$/, ''), secretKey: e.PAYSTACK_SECRET_KEY }
        : undefined,
      simulatorInLiveMode: e.PAYSTACK_SIMULATOR === 'on',
      simulatorRefundMs: e.PAYSTACK_SIMULATOR_REFUND_MS,
      commissionBasisPoints: Math.round(e.TELO_COMMISSION_PERCENT * 100),
      releaseAfterDays: e.RELEASE_AFTER_DAYS,
      advancePercent: e.TAILOR_ADVANCE_PERCENT,
    },
  };
  // Settings that are each valid but may not go together, reported in the same form.
  const problems = [
    ['PAYSTACK_SECRET_KEY', paymentsConfigProblem(config.demoShopper, config.payments)],
    ['DEV_OUTBOX', devOutboxProblem(config.demoShopper, config.messages)],
  ].filter(([, problem]) => problem !== undefined);
  if (problems.length > 0) {
    const lines = problems.map(([name, problem]) => `  ${name}: ${problem}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return config;
}
