/**
 * Lighthouse (the npm package's CLI) on Debian's Chromium, on every core. Lighthouse simulates a
 * phone by multiplying the main-thread work it observes by the profile's CPU slowdown, which
 * assumes the browser it watched was not short of CPU itself. Pinned to one core, the page's main
 * thread shares it with Chrome's compositor, GPU, network and browser processes, and its tasks
 * come out longer before the multiplier counts them again (TBT of /products, same build, three
 * runs each: 430–570 ms pinned, 70–82 ms not; decision 014). The server is nearly idle while one
 * page loads.
 *
 * Two profiles: Lighthouse's default mobile one, and a Nigerian 3G phone (300 ms RTT, 700 kbps,
 * 10× slower CPU), both simulated. Each page is measured LIGHTHOUSE_RUNS times (default 3) and
 * the run with the median score is kept, with every run's score beside it: on these shared
 * machines one page's TBT moves by hundreds of milliseconds between two runs of the same build,
 * enough to decide a score alone. A run that fails (Chrome's NO_NAVSTART now and then) is retried
 * once.
 */
import { chromium } from '@playwright/test';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { runNode } from './processes.ts';

export type Profile = 'mobile' | '3g';

const profileFlags: Record<Profile, string[]> = {
  mobile: [],
  '3g': [
    '--throttling-method=simulate',
    '--throttling.rttMs=300',
    '--throttling.throughputKbps=700',
    '--throttling.cpuSlowdownMultiplier=10',
  ],
};

/** The figures of one Lighthouse run. */
type LighthouseRun = {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes over the wire (compressed as served, response headers included) of the first view. */
  scriptBytes: number;
  totalBytes: number;
  /** Path of every script the first view loaded, same-origin ones only. */
  scripts: string[];
  attempts: number;
};

/** The median run's figures, and the performance score of every run, lowest first. */
export type LighthouseResult = LighthouseRun & { scores: number[] };

type Lhr = {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: { url?: string; resourceType?: string; transferSize?: number }[] };
    }
  >;
};

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);

/** Runs Lighthouse RUNS times on `url` and keeps the median run (see the top of this file). */
export async function runLighthouseMedian(
  url: string,
  profile: Profile,
  workDir: string,
  keepAs: string,
  cookie?: string,
): Promise<LighthouseResult> {
  const runs: LighthouseRun[] = [];
  for (let i = 0; i < RUNS; i++) {
    runs.push(
      await runLighthouse(
        url,
        profile,
        workDir,
        keepAs.replace(/\.json$/, `-${i + 1}.json`),
        cookie,
      ),
    );
  }
  runs.sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
  const median = runs[Math.floor((runs.length - 1) / 2)]!;
  return { ...median, scores: runs.map((run) => run.performance) };
}

/**
 * Runs Lighthouse on `url` once; the full report is kept as `keepAs` (bench/results/lighthouse/…,
 * git-ignored) for a closer look at what a page loads.
 */
async function runLighthouse(
  url: string,
  profile: Profile,
  workDir: string,
  keepAs: string,
  /** A signed-in browser's cookies (`name=value; …`), for a page that needs that person. */
  cookie?: string,
): Promise<LighthouseRun> {
  let lastError = '';
  const browser = cookie ? await browserWithCookie(url, cookie, workDir) : undefined;
  try {
    for (let attempt = 1; attempt <= 2; attempt++) {
      const outFile = join(workDir, `lighthouse-${profile}-${attempt}.json`);
      try {
        await runNode(
          [
            'node_modules/lighthouse/cli/index.js',
            url,
            '--quiet',
            '--output=json',
            `--output-path=${outFile}`,
            '--only-categories=performance,accessibility',
            browser
              ? `--port=${browser.port}`
              : '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
            ...profileFlags[profile],
          ],
          { env: { CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
        );
        const lhr = JSON.parse(readFileSync(outFile, 'utf8')) as Lhr;
        if (lhr.runtimeError)
          throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        mkdirSync(dirname(keepAs), { recursive: true });
        copyFileSync(outFile, keepAs);
        return { ...summarize(lhr), attempts: attempt };
      } catch (error) {
        // The message ends with Lighthouse's stderr; its last line says what went wrong, and the
        // figures keep one line per page (bench/pages.ts).
        const message = error instanceof Error ? error.message : String(error);
        lastError = message.trim().split('\n').at(-1) ?? message;
      } finally {
        rmSync(outFile, { force: true });
      }
    }
    throw new Error(`Lighthouse failed twice on ${url} (${profile}): ${lastError.slice(0, 300)}`);
  } finally {
    await browser?.close();
  }
}

/**
 * A headless Chromium whose cookie jar holds `cookie` for `url`'s origin, for Lighthouse to drive
 * (`--port`). Sent as a request header instead (`--extra-headers`), a cookie reaches the server
 * but not the page's own script, which reads the signed-in hint from the jar
 * (server/ssr/signed-in-hint.ts): the run would measure a browser no signed-in person has.
 * Lighthouse clears an origin's caches and workers before it loads the page, not its cookies.
 */
async function browserWithCookie(url: string, cookie: string, workDir: string) {
  const profileDir = mkdtempSync(join(workDir, 'chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--remote-debugging-port=0', '--no-sandbox', '--disable-gpu'],
  });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: new URL(url).origin };
    }),
  );
  // Chromium writes the port it chose once its DevTools server listens.
  const portFile = join(profileDir, 'DevToolsActivePort');
  for (let waited = 0; !existsSync(portFile); waited += 50) {
    if (waited > 10_000) throw new Error('Chromium did not open a DevTools port');
    await sleep(50);
  }
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  return {
    port,
    close: async () => {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

function summarize(lhr: Lhr): Omit<LighthouseRun, 'attempts'> {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = (keep: (type: string | undefined) => boolean) =>
    requests.filter((r) => keep(r.resourceType)).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    scriptBytes: bytes((type) => type === 'Script'),
    totalBytes: bytes(() => true),
    scripts: requests
      .filter((r) => r.resourceType === 'Script' && r.url)
      .map((r) => new URL(r.url ?? '').pathname),
  };
}
