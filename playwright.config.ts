import { defineConfig, devices } from '@playwright/test';

import { workerPorts } from './e2e/support/worker-ports.ts';

/** Two workers, each with its own servers (e2e/support/worker-ports.ts; issue 30). */
const WORKERS = 2;
/**
 * A second server in live mode (DEMO_SHOPPER=off) for the journeys of e2e/live-mode.spec.ts. It
 * has no Paystack key and no message provider, so it runs on the local simulator and the
 * development outbox (where the journeys read their codes), which live mode allows only when told.
 * One channel is configured (WhatsApp) and the others are not, as e2e/live-shop.spec.ts checks.
 */
const LIVE_MODE =
  'DEMO_SHOPPER=off PAYSTACK_SIMULATOR=on DEV_OUTBOX=on WHATSAPP_URL=https://wa.me/2348000000000';
const CLIENT_DIR = process.env.CLIENT_DIR ?? './dist/client';
/**
 * Every journey signs in from 127.0.0.1, so the suite asks for more codes from one address than
 * production's 20 an hour; the per-number limits (decision 042) stay as they are.
 */
const SIGN_IN_LIMIT = 'RATE_LIMIT_SIGN_IN_CODES_PER_HOUR=1000';
/**
 * Time settings, so no journey waits out production's clock (issue 30): a number may have a new
 * code after 10 s, not a minute (favourites.spec.ts signs one in twice), and the simulator
 * processes a refund in 0.3 s, not 3. The real minute is proven in sign-in.routes.test.ts.
 */
const TIME_SETTINGS = 'SIGN_IN_CODE_RESEND_SECONDS=10 PAYSTACK_SIMULATOR_REFUND_MS=300';

/** Debian's Chromium, never a downloaded browser; flags keep it off the (closed) network. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * The journeys whose subject is layout, run at desktop size too: the shell and its navigation,
 * page widths, home, checkout, the personal pages and the workspace's order card (tailor-orders).
 * Every other journey runs once, on the phone, our shoppers' device (issue 30): what it proves
 * (data, rules, flows) does not change with the window's width.
 */
const LAYOUT_JOURNEYS = [
  'shell',
  'page-widths',
  'home',
  'checkout',
  'personal-pages',
  'tailor-orders',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: 'e2e',
  // A file's journeys run in order in one worker (they build on each other's cart and
  // measurements); files are shared between the workers, each on servers of its own.
  fullyParallel: false,
  workers: WORKERS,
  // One retry wherever the suite runs (.ci/run need not set CI), with a trace of the retry; the
  // flaky reporter names every journey that needed it, so flakiness is seen, not hidden.
  retries: 1,
  // Speed is the bench's to judge, not a test's: on a slow shared machine the whole journeys take
  // 20–35 s (the two-tailor purchase ran out of the default 30 s at 34 s). A journey that hangs
  // still fails within a minute; the longest ones say so themselves (test.slow, setTimeout).
  timeout: 60_000,
  reporter: [['list'], ['./e2e/support/flaky-reporter.ts']],
  use: {
    baseURL: `http://localhost:${workerPorts().demo}`,
    launchOptions: chromium,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromium,
      },
    },
    {
      name: 'desktop',
      testMatch: LAYOUT_JOURNEYS,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
  ],
  // For each worker, the built app on fresh embedded databases seeded with the demo catalog:
  // one in demo mode (the default, where the spec's journeys run) and one in live mode.
  webServer: Array.from({ length: WORKERS }, (_, slot) => workerPorts(slot)).flatMap(
    ({ demo, live }) =>
      [
        { port: demo, mode: '' },
        { port: live, mode: LIVE_MODE },
      ].map(({ port, mode }) => ({
        command: `${SIGN_IN_LIMIT} ${TIME_SETTINGS} ${mode} DATA_DIR="$(mktemp -d)" CLIENT_DIR=${CLIENT_DIR} PORT=${port} HOST=127.0.0.1 LOG_LEVEL=warn npm run serve --silent`,
        url: `http://127.0.0.1:${port}/api/health`,
        reuseExistingServer: false,
        timeout: 90_000,
      })),
  ),
});
