import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { join } from 'node:path';
import { FIGURES_FILE, RESULTS_DIR, type Figure } from './figures.ts';

const testNumber = (f: Figure) => Number.parseInt(f.test, 10);

/**
 * reliability/results/latest.json (every figure, with the run's circumstances) and latest.md (the
 * same as a table), from the figures the tests appended. Returns their paths, or null when no
 * test recorded anything.
 */
export function writeReport() {
  if (!existsSync(FIGURES_FILE)) return null;
  const figures = readFileSync(FIGURES_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Figure)
    .sort((a, b) => testNumber(a) - testNumber(b));
  const summary = {
    met: figures.filter((f) => f.status === 'met').length,
    missed: figures.filter((f) => f.status === 'missed').length,
    notRun: figures.filter((f) => f.status === 'not run').length,
  };
  const report = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    cpu: cpus()[0]?.model ?? 'unknown CPU',
    cores: availableParallelism(),
    postgres: process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL' : 'not set (PGlite only)',
    summary,
    figures,
  };
  const json = join(RESULTS_DIR, 'latest.json');
  const markdown = join(RESULTS_DIR, 'latest.md');
  writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(markdown, renderMarkdown(report.measuredAt, summary, figures));
  console.log(`\n${renderTable(figures)}`);
  return { json, markdown };
}

function renderMarkdown(
  at: string,
  summary: { met: number; missed: number; notRun: number },
  figures: Figure[],
) {
  return [
    '# Reliability and security figures (issue #6)',
    '',
    `Measured ${at} on ${availableParallelism()} cores, Node ${process.version}. ` +
      `${summary.met} met, ${summary.missed} missed, ${summary.notRun} not run.`,
    '',
    renderTable(figures),
    '',
  ].join('\n');
}

function renderTable(figures: Figure[]) {
  const rows = figures.map((f) => {
    const value = f.value === null ? '—' : `${f.value.toLocaleString('en')}${f.unit ?? ''}`;
    const mark = { met: '✓', missed: '✗ missed', 'not run': 'not run' }[f.status];
    return `| ${f.test} | ${f.database} | ${f.name} | ${value} | ${f.target} | ${mark} | ${(f.note ?? '').replaceAll('|', '/')} |`;
  });
  return [
    '| Test | Database | Figure | Value | Target | | Note |',
    '|---|---|---|---:|---|---|---|',
    ...rows,
  ].join('\n');
}
