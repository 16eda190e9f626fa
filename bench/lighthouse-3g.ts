/**
 * `node bench/lighthouse-3g.ts <origin> [<origin> …]`: the public pages under Lighthouse's
 * Nigerian 3G profile (bench/lighthouse.ts), each beside the floor page (floor.html, which the
 * server's client directory must hold: bench/floor-page.ts), without the rest of the bench. With
 * two origins (two builds, each served on its own), the pages alternate between them, so both
 * share the machine's moments of load (decision 059 compares builds this way). Prints one line
 * per page and origin: score, LCP, TBT and the first view's script bytes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FLOOR_PATH } from './floor-page.ts';
import { runLighthouseMedian } from './lighthouse.ts';
import { publicPagePaths } from './public-pages.ts';

const origins = process.argv.slice(2);
if (origins.length === 0) {
  console.error('usage: node bench/lighthouse-3g.ts <origin> [<origin> …]');
  process.exit(2);
}

const paths = [FLOOR_PATH, ...(await publicPagePaths(origins[0]!))];

const workDir = mkdtempSync(join(tmpdir(), 'telo-lighthouse-'));
try {
  console.log('page | origin | score (runs) | LCP s | TBT ms | script kB');
  for (const path of paths) {
    for (const origin of origins) {
      const run = await runLighthouseMedian(
        `${origin}${path}`,
        '3g',
        workDir,
        join(workDir, 'kept', `${encodeURIComponent(path)}.json`),
      );
      console.log(
        `${path} | ${origin} | ${run.performance} (${run.scores.join(', ')}) | ${(run.lcpMs / 1000).toFixed(2)} | ${Math.round(run.tbtMs)} | ${(run.scriptBytes / 1000).toFixed(1)}`,
      );
    }
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
