/**
 * `node bench/main-thread.ts <origin> [<origin> …]`: the browser's main-thread work to load a
 * public page and take it over (hydrate it, or its islands), from Chromium's own counters (CDP
 * Performance.getMetrics: ScriptDuration, TaskDuration, RecalcStyleDuration, LayoutDuration) at a
 * phone's viewport without throttling, and the time from navigation until the page's code says it
 * has taken the page over. Median of RUNS loads per page, the origins alternating load by load so
 * that two builds share the machine's moments of load (decision 059). Prints one line per page
 * and origin.
 *
 * With CPU_SLOWDOWN=10, Chromium's own CPU throttling makes the machine a slow phone, and the
 * blocking time column (what each long task after the first paint spent beyond 50 ms) is the
 * Total Blocking Time that phone sees: measured, where Lighthouse's 3G TBT is simulated from one
 * unthrottled trace and moves with that trace's moments of load (decision 061).
 */
import { chromium } from '@playwright/test';
import { publicPagePaths } from './public-pages.ts';

const RUNS = Math.max(1, Number(process.env.RUNS ?? 5) || 5);
const CPU_SLOWDOWN = Math.max(1, Number(process.env.CPU_SLOWDOWN ?? 1) || 1);
const origins = process.argv.slice(2);
if (origins.length === 0) {
  console.error('usage: node bench/main-thread.ts <origin> [<origin> …]');
  process.exit(2);
}

const paths = await publicPagePaths(origins[0]!);

/** Each long task's time beyond 50 ms, after the first paint (Total Blocking Time's rule). */
const watchLongTasks = () => {
  const tasks: [number, number][] = [];
  (window as unknown as { teloLongTasks: typeof tasks }).teloLongTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
};
const blockingTime = () => {
  const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  return (window as unknown as { teloLongTasks: [number, number][] }).teloLongTasks
    .filter(([start]) => start >= firstPaint)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
};

/** Whole-page hydration marks #root; an islands page says so on <html> once its header is up. */
const tookOver = () => {
  const root = document.getElementById('root');
  if (root && Object.keys(root).some((key) => key.startsWith('__reactContainer$'))) return true;
  return document.querySelector('[data-island="header"][data-island-hydrated]') !== null;
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
});
try {
  console.log(`CPU slowed ${CPU_SLOWDOWN}×`);
  console.log(
    'page | origin | script ms | tasks ms | style ms | layout ms | taken over at ms | blocking ms',
  );
  for (const path of paths) {
    const samples = new Map(origins.map((origin) => [origin, [] as number[][]]));
    for (let run = 0; run < RUNS; run++) {
      for (const origin of origins) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Performance.enable');
        if (CPU_SLOWDOWN > 1)
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await page.addInitScript(watchLongTasks);
        const start = Date.now();
        await page.goto(`${origin}${path}`);
        await page.waitForFunction(tookOver);
        const takenOver = Date.now() - start;
        // What the take-over set off (reads, effects) runs in the second after it (a slowed CPU
        // takes longer).
        await page.waitForTimeout(1000 * Math.min(CPU_SLOWDOWN, 4));
        const blocking = await page.evaluate(blockingTime);
        const { metrics } = await cdp.send('Performance.getMetrics');
        const value = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
        samples
          .get(origin)!
          .push([
            value('ScriptDuration'),
            value('TaskDuration'),
            value('RecalcStyleDuration'),
            value('LayoutDuration'),
            takenOver,
            blocking,
          ]);
        await context.close();
      }
    }
    for (const origin of origins) {
      const runs = samples.get(origin)!;
      const figures = [0, 1, 2, 3, 4, 5].map((i) => median(runs.map((r) => r[i]!)).toFixed(0));
      console.log(`${path} | ${origin} | ${figures.join(' | ')}`);
    }
  }
} finally {
  await browser.close();
}
