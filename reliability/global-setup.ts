import { rmSync } from 'node:fs';
import { FIGURES_FILE } from './helpers/figures.ts';
import { writeReport } from './helpers/report.ts';

/** Starts each run with no figures; after the last test, turns the figures into the report. */
export default function setup() {
  rmSync(FIGURES_FILE, { force: true });
  return () => {
    const paths = writeReport();
    if (paths) console.log(`\nReliability report: ${paths.json} and ${paths.markdown}`);
  };
}
