import { z } from 'zod';
import type { RateLimits } from './plugins/rate-limits.ts';

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
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
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
    },
  };
}
