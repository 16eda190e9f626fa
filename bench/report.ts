/** bench/results/latest.md: the figures as tables, each marked against the targets of issue #5. */
import { fmt, isPageEndpoint } from './api.ts';
import { FLOOR_PATH } from './floor-page.ts';
import {
  PERSONAL_PATHS,
  targets,
  type BenchResults,
  type DatabaseRun,
  type PageRun,
} from './results.ts';

type Check = [ok: boolean, miss: string];

/** "pass", "—" without checks, or "**miss**: why" for every check that failed. */
function verdict(checks: Check[]): string {
  if (checks.length === 0) return '—';
  if (checks.length === 1 && checks[0]?.[1].startsWith('answers') && checks[0][0]) {
    return 'no target; no errors';
  }
  const misses = checks.filter(([ok]) => !ok).map(([, why]) => why);
  return misses.length === 0 ? 'pass' : `**miss**: ${misses.join('; ')}`;
}

const ms = (n: number) => fmt(n, n < 10 ? 2 : 1);
const kb = (bytes: number) => fmt(bytes / 1000, 1);

function apiTable(run: DatabaseRun): string[] {
  const rows = [
    `| endpoint | outfits | answer | req/s | × same bytes | p50 ms | p99 ms | non-2xx / errors | target |`,
    `|---|---|---|---|---|---|---|---|---|`,
  ];
  for (const size of ['1k', '100k'] as const) {
    for (const e of run.api[size]) {
      const checks: Check[] = [];
      const failures = e.server.non2xx + e.server.errors + e.server.timeouts;
      checks.push([failures === 0 && e.status < 400, `answers ${e.status}, ${failures} failed`]);
      if (e.name === 'list' || e.name === 'outfit' || e.name === 'category') {
        const t = targets.catalogRead;
        checks.push([e.ratio >= t.ceilingRatio, `${fmt(e.ratio, 2)}× < ${t.ceilingRatio}×`]);
        checks.push([e.server.p99Ms <= t.p99Ms, `p99 ${ms(e.server.p99Ms)} > ${t.p99Ms} ms`]);
      }
      if (isPageEndpoint(e.name)) {
        const t = targets.publicPage;
        checks.push([e.ratio >= t.ceilingRatio, `${fmt(e.ratio, 2)}× < ${t.ceilingRatio}×`]);
        checks.push([e.server.p99Ms <= t.p99Ms, `p99 ${ms(e.server.p99Ms)} > ${t.p99Ms} ms`]);
      }
      if (e.name === 'search' && size === '100k') {
        const p95 = e.server.p95Ms;
        checks.push([
          p95 <= targets.searchP95Ms100k,
          `p95 ${ms(p95)} > ${targets.searchP95Ms100k} ms`,
        ]);
      }
      rows.push(
        `| ${e.label} \`${e.path}\` | ${fmt(run.catalogSize[size], 0)} | ${kb(e.bytes)} kB | ` +
          `${fmt(e.server.requestsPerSec, 0)} | ${fmt(e.ratio, 2)}× of ${fmt(e.ceiling.requestsPerSec, 0)} | ` +
          `${ms(e.server.p50Ms)} | ${ms(e.server.p99Ms)}${e.name === 'search' && size === '100k' ? ` (p95 ${ms(e.server.p95Ms)})` : ''} | ` +
          `${e.server.non2xx} / ${e.server.errors + e.server.timeouts} | ${verdict(checks)} |`,
      );
    }
  }
  rows.push('', `| endpoint | p99 at 1k | p99 at 100k | growth | target ≤ ${targets.p99Growth}× |`);
  rows.push(`|---|---|---|---|---|`);
  for (const small of run.api['1k']) {
    const large = run.api['100k'].find((e) => e.name === small.name);
    if (!large) continue;
    const growth = large.server.p99Ms / small.server.p99Ms;
    rows.push(
      `| ${small.label} | ${ms(small.server.p99Ms)} ms | ${ms(large.server.p99Ms)} ms | ${fmt(growth, 2)}× | ` +
        `${verdict([[growth <= targets.p99Growth, `${fmt(growth, 2)}× > ${targets.p99Growth}×`]])} |`,
    );
  }
  return rows;
}

function pageChecks(page: PageRun): Check[] {
  const r = page.result;
  if (!r) return [[false, page.error ?? 'no result']];
  if (page.path === FLOOR_PATH) return [];
  const checks: Check[] = [];
  if (page.profile === 'mobile' && PERSONAL_PATHS.includes(page.path)) {
    const t = targets.mobilePersonal;
    checks.push([r.performance >= t.performance, `score ${r.performance} < ${t.performance}`]);
    checks.push([r.accessibility >= t.accessibility, `a11y ${r.accessibility}`]);
    const js = page.loadedJsGzipKb ?? Number.POSITIVE_INFINITY;
    checks.push([js <= targets.firstViewJsKb, `JS ${fmt(js, 1)} > ${targets.firstViewJsKb} kB`]);
  } else if (page.profile === 'mobile') {
    const t = targets.mobile;
    checks.push([r.performance >= t.performance, `score ${r.performance} < ${t.performance}`]);
    checks.push([r.accessibility >= t.accessibility, `a11y ${r.accessibility}`]);
    checks.push([r.lcpMs <= t.lcpMs, `LCP ${fmt(r.lcpMs / 1000, 2)} s > ${t.lcpMs / 1000} s`]);
    checks.push([r.tbtMs <= t.tbtMs, `TBT ${fmt(r.tbtMs, 0)} > ${t.tbtMs} ms`]);
    checks.push([r.cls <= t.cls, `CLS ${fmt(r.cls, 3)} > ${t.cls}`]);
    const js = page.loadedJsGzipKb ?? Number.POSITIVE_INFINITY;
    checks.push([js <= targets.firstViewJsKb, `JS ${fmt(js, 1)} > ${targets.firstViewJsKb} kB`]);
    if (page.path === '/products') {
      const all = r.totalBytes / 1000;
      const t2 = targets.productsFirstViewKb;
      checks.push([all <= t2, `first view ${fmt(all, 0)} > ${t2} kB`]);
    }
  } else {
    const t = targets.slow3g;
    const floor = page.floor;
    if (!floor) return [[false, 'no floor page in the same pass']];
    const least = floor.performance - t.pointsBelowFloor;
    checks.push([
      r.performance >= least,
      `score ${r.performance} < floor ${floor.performance} − 5`,
    ]);
    checks.push([r.tbtMs <= t.tbtMs, `TBT ${fmt(r.tbtMs, 0)} > ${t.tbtMs} ms`]);
    const most = floor.lcpMs + t.lcpOverFloorMs;
    checks.push([
      r.lcpMs <= most,
      `LCP ${fmt(r.lcpMs / 1000, 2)} s > floor ${fmt(floor.lcpMs / 1000, 2)} + 0.5 s`,
    ]);
  }
  return checks;
}

function pagesTable(pages: PageRun[]): string[] {
  const rows = [
    `| page | profile | perf (each run) | a11y | LCP s | LCP ÷ floor | TBT ms | CLS | JS kB gzip | JS kB gzip (static, check:budgets) | JS kB (wire) | all kB (wire) | target |`,
    `|---|---|---|---|---|---|---|---|---|---|---|---|---|`,
  ];
  for (const p of pages) {
    const r = p.result;
    const cells = r
      ? [
          r.scores.length > 1 ? `${r.performance} (${r.scores.join(', ')})` : r.performance,
          r.accessibility,
          fmt(r.lcpMs / 1000, 2),
          p.lcpFloorRatio === null ? '—' : `${fmt(p.lcpFloorRatio, 2)}×`,
          fmt(r.tbtMs, 0),
          fmt(r.cls, 3),
          p.loadedJsGzipKb === null ? '—' : fmt(p.loadedJsGzipKb, 1),
          p.buildJsGzipKb === null ? '—' : fmt(p.buildJsGzipKb, 1),
          kb(r.scriptBytes),
          kb(r.totalBytes),
        ]
      : Array(10).fill('—');
    const name = p.path === FLOOR_PATH ? `floor (1 KB, no JS) \`${p.path}\`` : `\`${p.path}\``;
    rows.push(
      `| ${name} | ${p.profile === '3g' ? 'Nigerian 3G' : 'mobile'} | ${cells.join(' | ')} | ${verdict(pageChecks(p))} |`,
    );
  }
  return rows;
}

function machineTable(runs: DatabaseRun[]): string[] {
  const rows = [
    `| figure | ${runs.map((r) => r.label).join(' | ')} | anchor | target |`,
    `|---|${runs.map(() => '---|').join('')}---|---|`,
  ];
  const line = (name: string, cell: (r: DatabaseRun) => string, anchor: string, target: string) =>
    rows.push(`| ${name} | ${runs.map(cell).join(' | ')} | ${anchor} | ${target} |`);
  const nodeRss = runs[0]?.startup.nodeRssMb;
  const mb = (n: number | null) => (n === null ? '—' : `${fmt(n, 0)} MB`);
  line(
    'server RSS, idle, 100k outfits',
    (r) => mb(r.rss.idleMb),
    `bare node:http ${mb(nodeRss ?? null)}`,
    '—',
  );
  line(
    'server RSS, max under load, 100k outfits',
    (r) =>
      `${mb(r.rss.underLoadMaxMb)} ${verdict([[r.rss.underLoadMaxMb <= targets.rssUnderLoadMb, `> ${targets.rssUnderLoadMb} MB`]])}`,
    '—',
    `≤ ${targets.rssUnderLoadMb} MB`,
  );
  // Each database's start times against the bare-node start measured in its own step.
  const start = (r: DatabaseRun, n: number) =>
    `${fmt(n / 1000, 2)} s (${fmt(n / r.startup.nodeStartMs, 1)}× bare node)`;
  line(
    'cold start (empty database)',
    (r) => start(r, r.startup.coldStartMs),
    `bare node:http ${runs.map((r) => `${fmt(r.startup.nodeStartMs / 1000, 2)} s`).join(', ')}`,
    '—',
  );
  line(
    'warm start (demo data)',
    (r) =>
      `${start(r, r.startup.warmStartMs)} ${verdict([[r.startup.warmStartMs <= targets.warmStartMs, `> 2 s`]])}`,
    'same',
    `≤ ${targets.warmStartMs / 1000} s`,
  );
  line('warm start, 1k outfits', (r) => start(r, r.warmStartMs['1k']), 'same', '—');
  line('warm start, 100k outfits', (r) => start(r, r.warmStartMs['100k']), 'same', '—');
  line('db:seed to 1k outfits', (r) => `${fmt(r.seedSeconds['1k'], 1)} s`, '—', '—');
  line('db:seed to 100k outfits', (r) => `${fmt(r.seedSeconds['100k'], 1)} s`, '—', '—');
  return rows;
}

export function renderMarkdown(results: BenchResults): string {
  const out = [
    `# Telo bench, ${results.measuredAt}`,
    '',
    `Node ${results.node} · ${results.cores} × ${results.cpu} · ${results.pinning} · server LOG_LEVEL ${results.serverEnv.LOG_LEVEL}, server rendering ${results.serverEnv.SERVER_RENDERING} · ` +
      `autocannon ${results.load.connections} connections × ${results.load.seconds} s · ` +
      `catalog API ${results.pagedApi ? 'paged (limit=24)' : 'NOT paged (whole list per request)'} · run took ${fmt(results.durationSec / 60, 1)} min`,
  ];
  for (const run of results.databases) {
    out.push('', `## API on ${run.label}`, '', ...apiTable(run));
  }
  for (const run of results.databases) {
    if (run.pages)
      out.push(
        '',
        `## Pages on ${run.label} (Lighthouse, 100k outfits)`,
        '',
        ...pagesTable(run.pages),
      );
  }
  out.push('', '## Memory, start and seed', '', ...machineTable(results.databases), '');
  return out.join('\n');
}
