/**
 * `npm run bench`: builds the client, then measures the production server on a fresh PGlite
 * folder (and, when DATABASE_URL is set, on a fresh database of that PostgreSQL server): start
 * times, the catalog API at 1k and 100k outfits against a same-bytes ceiling, memory, and the
 * pages under Lighthouse. Writes bench/results/latest.json and bench/results/latest.md.
 * See bench/README.md for what each figure means.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { measurePages as buildPageBytes } from '../scripts/check-budgets.ts';
import { LOAD } from './api.ts';
import { DatabaseBench, seedAll, type Shared } from './database-run.ts';
import { prepareClient } from './floor-page.ts';
import { pinning } from './processes.ts';
import { renderMarkdown } from './report.ts';
import type { BenchResults, DatabaseRun } from './results.ts';

const began = performance.now();
const clock = () => {
  const s = Math.round((performance.now() - began) / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};
const log = (line: string) => console.log(`[${clock()}] ${line}`);

const postgresUrl = process.env.DATABASE_URL || undefined;
const workDir = mkdtempSync(join(tmpdir(), 'telo-bench-'));
const databases: DatabaseRun[] = [];
try {
  log('building (npm run build)');
  const build = spawnSync('npm', ['run', 'build'], { encoding: 'utf8' });
  if (build.status !== 0)
    throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);
  const shared: Shared = {
    ports: { server: 4510, ceiling: 4511, startup: 4512 },
    clientDir: prepareClient('dist/client', workDir),
    workDir,
    buildPages: buildPageBytes('dist/client'),
    ceilings: new Map(),
    log,
  };
  log(`pinning: ${pinning}`);
  const benches = [new DatabaseBench(shared)];
  if (postgresUrl) benches.push(new DatabaseBench(shared, postgresUrl));
  try {
    for (const bench of benches) await bench.measureStartup();
    log('seeding to 1,000 outfits');
    await seedAll(benches, '1k');
    for (const bench of benches) await bench.measure('1k', { lighthouse: false });
    log('seeding to 100,000 outfits');
    await seedAll(benches, '100k');
    // Lighthouse runs once, on PGlite: the pages are the same bytes whatever the database, and
    // the whole run must fit in 15 minutes on two cores.
    for (const bench of benches)
      await bench.measure('100k', { lighthouse: bench.kind === 'pglite' });
    databases.push(...benches.map((b) => b.result()));
  } finally {
    for (const bench of benches) await bench.cleanUp();
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

const results: BenchResults = {
  measuredAt: new Date().toISOString(),
  durationSec: Math.round((performance.now() - began) / 1000),
  node: process.version,
  cpu: cpus()[0]?.model ?? 'unknown CPU',
  cores: availableParallelism(),
  pinning,
  logLevel: process.env.LOG_LEVEL ?? 'info (the default)',
  pagedApi: databases[0]?.api['1k'][0]?.path.includes('limit=') ?? false,
  load: LOAD,
  databases,
};
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
const markdown = renderMarkdown(results);
writeFileSync('bench/results/latest.md', markdown);
console.log(`\n${markdown}`);
log('wrote bench/results/latest.json and bench/results/latest.md');
