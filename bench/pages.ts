/**
 * The Lighthouse part: the floor page first (the anchor), then every public page and the personal
 * ones with the default mobile profile, and issue 33's five (home, outfits, an outfit, a tailor,
 * the demo's aso-ebi event) with the Nigerian 3G profile, beside the floor page again. Personal
 * pages are measured as their person sees them: the demo shopper's (demo mode: no sign-in, the
 * cart the API part filled) and the workspace signed in as a demo tailor.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { PageBytes } from '../scripts/check-budgets.ts';
import { FLOOR_PATH } from './floor-page.ts';
import { runLighthouseMedian, type Profile } from './lighthouse.ts';
import { PERSONAL_PATHS, type PageRun } from './results.ts';
import { demoTailorCookie } from './sign-in.ts';
import { DEMO_EVENT_ID } from '../server/db/seed/build-events.ts';

export async function lighthousePages(options: {
  origin: string;
  productId: string;
  tailorId: string;
  infoPage: string;
  buildPages: PageBytes[];
  clientDir: string;
  workDir: string;
  log: (line: string) => void;
}): Promise<PageRun[]> {
  const { productId, tailorId } = options;
  const product = `/products/${encodeURIComponent(productId)}`;
  const tailor = `/tailors/${encodeURIComponent(tailorId)}`;
  const event = `/events/${DEMO_EVENT_ID}`;
  const plan: [Profile, string[]][] = [
    [
      'mobile',
      [FLOOR_PATH, '/', '/products', product, '/tailors', tailor, options.infoPage, event],
    ],
    ['mobile', [...PERSONAL_PATHS]],
    ['3g', [FLOOR_PATH, '/', '/products', product, tailor, event]],
  ];
  const tailorCookie = await demoTailorCookie(options.origin);
  const cookieFor = (path: string) => (path === '/dashboard' ? tailorCookie : undefined);
  // The route a path belongs to, to find its first-view bytes in the build's manifest.
  const route = (path: string) =>
    path === product
      ? '/products/:id'
      : path === tailor
        ? '/tailors/:id'
        : path === event
          ? '/events/:id'
          : path;
  const runs: PageRun[] = [];
  let floor: PageRun['floor'] = null;
  for (const [profile, paths] of plan) {
    if (paths[0] === FLOOR_PATH) floor = null;
    for (const path of paths) {
      const run: PageRun = {
        path,
        profile,
        result: null,
        lcpFloorRatio: null,
        floor: null,
        loadedJsGzipKb: null,
        buildJsGzipKb: options.buildPages.find((p) => p.path === route(path))?.jsKb ?? null,
      };
      try {
        const name = `${profile}-${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}`;
        run.result = await runLighthouseMedian(
          `${options.origin}${path}`,
          profile,
          options.workDir,
          `bench/results/lighthouse/${name}.json`,
          cookieFor(path),
        );
        run.loadedJsGzipKb = gzipKb(options.clientDir, run.result.scripts);
        if (path === FLOOR_PATH) {
          floor = { performance: run.result.performance, lcpMs: run.result.lcpMs };
        } else if (floor) {
          run.floor = floor;
          run.lcpFloorRatio = run.result.lcpMs / floor.lcpMs;
        }
        const r = run.result;
        options.log(
          `  ${profile.padEnd(6)} ${path.slice(0, 40).padEnd(40)} score ${r.performance} (runs ${r.scores.join(', ')}), a11y ${r.accessibility}, ` +
            `LCP ${(r.lcpMs / 1000).toFixed(2)} s, TBT ${r.tbtMs.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}`,
        );
      } catch (error) {
        run.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
        options.log(`  ${profile.padEnd(6)} ${path}: ${run.error}`);
      }
      runs.push(run);
    }
  }
  return runs;
}

/**
 * The first view's JavaScript as the budget counts it: the gzip size of each script file it
 * loaded (lazy chunks the first render pulls in included), without HTTP headers.
 */
function gzipKb(clientDir: string, scripts: string[]): number | null {
  let bytes = 0;
  for (const path of new Set(scripts)) {
    const file = join(clientDir, path);
    if (!existsSync(file)) return null; // not a file of the build: no honest figure
    bytes += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return bytes / 1000;
}
