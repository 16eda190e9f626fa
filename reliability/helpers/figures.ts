import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Where every test appends its figures; the global teardown turns them into the report. */
export const RESULTS_DIR = join(import.meta.dirname, '..', 'results');
export const FIGURES_FILE = join(RESULTS_DIR, 'figures.jsonl');

export type Status = 'met' | 'missed' | 'not run';

export type Figure = {
  /** The test number and name, e.g. "4 Concurrency". */
  test: string;
  /** PGlite, PostgreSQL, or "both" / "—" where the database is not what is measured. */
  database: string;
  name: string;
  value: number | null;
  unit?: string;
  /** The target in words, e.g. "= 0" or "reported". */
  target: string;
  status: Status;
  note?: string;
};

/** Prints one figure and appends it to the report file. Returns it, so a test can assert on it. */
export function record(figure: Figure): Figure {
  const value = figure.value === null ? '—' : `${figure.value}${figure.unit ?? ''}`;
  const mark = { met: '✓', missed: '✗', 'not run': '·' }[figure.status];
  const note = figure.note ? ` — ${figure.note}` : '';
  console.log(
    `[figure] ${mark} ${figure.test} · ${figure.database} · ${figure.name}: ${value} (target ${figure.target})${note}`,
  );
  mkdirSync(dirname(FIGURES_FILE), { recursive: true });
  appendFileSync(FIGURES_FILE, `${JSON.stringify({ ...figure, at: new Date().toISOString() })}\n`);
  return figure;
}

/** A count whose target is zero: met when it is 0. */
export function zero(test: string, database: string, name: string, value: number, note?: string) {
  return record({
    test,
    database,
    name,
    value,
    target: '= 0',
    status: value === 0 ? 'met' : 'missed',
    note,
  });
}

/** A measured figure with no pass mark of its own (latencies, durations): always "met" once measured. */
export function measured(
  test: string,
  database: string,
  name: string,
  value: number,
  unit: string,
  note?: string,
) {
  return record({ test, database, name, value, unit, target: 'reported', status: 'met', note });
}
