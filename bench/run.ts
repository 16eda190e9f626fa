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
import {
  describeResult,
  endpointResult,
  LOAD,
  measureCeiling,
  PAGE_ENDPOINTS,
  type EndpointName,
} from './api.ts';
import { DatabaseBench, type Shared, type Size } from './database-run.ts';
import { prepareClient } from './floor-page.ts';
import type { LoadResult } from './load.ts';
import { CLIENT_CORE, pinning, SERVER_CORE } from './processes.ts';
import { renderMarkdown } from './report.ts';
import type { BenchResults, DatabaseRun } from './results.ts';

const began = performance.now();
const clock = () => {
  const s = Math.round((performance.now() - began) / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};
const log = (line: string) => console.log(`[${clock()}] ${line}`);

const endpointNames: EndpointName[] = [
  'list',
  'outfit',
  'category',
  'search',
  'tailors',
  'cart',
  ...PAGE_ENDPOINTS,
];

/**
 * Every database's server runs (idle but for the one under load); per endpoint, each server is
 * loaded in turn and then the same-bytes ceiling right after, so a ratio never compares runs
 * minutes apart. Databases that answered the same bytes share that ceiling run.
 */
async function measureApi(benches: DatabaseBench[], size: Size, shared: Shared) {
  for (const bench of benches) await bench.start(size);
  log(`API at ${size === '1k' ? '1,000' : '100,000'} outfits`);
  for (const name of endpointNames) {
    const runs = [];
    for (const bench of benches) runs.push({ bench, ...(await bench.loadEndpoint(name)) });
    const ceilings = new Map<string, LoadResult>();
    for (const run of runs) {
      let ceiling = ceilings.get(run.answer.key);
      if (!ceiling) {
        ceiling = await measureCeiling(run.answer, shared.ports.ceiling, shared.workDir);
        ceilings.set(run.answer.key, ceiling);
      }
      const result = endpointResult(run.endpoint, run.answer, run.server, ceiling);
      run.bench.record(size, result);
      log(describeResult(run.bench.shortName, result));
    }
  }
}

const postgresUrl = process.env.DATABASE_URL || undefined;
const workDir = mkdtempSync(join(tmpdir(), 'telo-bench-'));
// The served copy of the build lives in dist/ (git-ignored), where the server renderer finds
// its packages; it is removed at the end.
const clientDir = 'dist/client-bench-run';
let removeClient = () => {};
const databases: DatabaseRun[] = [];
try {
  log('building (npm run build)');
  const build = spawnSync('npm', ['run', 'build'], { encoding: 'utf8' });
  if (build.status !== 0)
    throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);
  removeClient = prepareClient('dist/client', clientDir);
  const shared: Shared = {
    ports: { ceiling: 4511, startup: 4512 },
    clientDir,
    workDir,
    buildPages: buildPageBytes('dist/client'),
    log,
  };
  log(`pinning: ${pinning}`);
  const benches = [new DatabaseBench(shared, { port: 4510 })];
  if (postgresUrl) benches.push(new DatabaseBench(shared, { port: 4513, postgresUrl }));
  try {
    for (const bench of benches) await bench.measureStartup();
    for (const size of ['1k', '100k'] as const) {
      // Seeds measure nothing: they run side by side, one per core.
      log(`seeding to ${size === '1k' ? '1,000' : '100,000'} outfits`);
      await Promise.all(benches.map((b, i) => b.seed(size, i === 0 ? SERVER_CORE : CLIENT_CORE)));
      await measureApi(benches, size, shared);
      // Lighthouse runs once, on PGlite at 100k: the pages are the same bytes whatever the
      // database, and the whole run must fit in 15 minutes on two cores.
      for (const bench of benches) if (size === '1k' || bench.kind !== 'pglite') await bench.stop();
      if (size === '100k') await benches[0]?.lighthouse();
      for (const bench of benches) await bench.stop();
    }
    databases.push(...benches.map((b) => b.result()));
  } finally {
    for (const bench of benches) await bench.cleanUp();
  }
} finally {
  removeClient();
  rmSync(workDir, { recursive: true, force: true });
}

const results: BenchResults = {
  measuredAt: new Date().toISOString(),
  durationSec: Math.round((performance.now() - began) / 1000),
  node: process.version,
  cpu: cpus()[0]?.model ?? 'unknown CPU',
  cores: availableParallelism(),
  pinning,
  serverEnv: {
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info (default)',
    SERVER_RENDERING: process.env.SERVER_RENDERING ?? 'on (default)',
  },
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
