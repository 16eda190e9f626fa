import type { Target } from './databases.ts';

/**
 * How big a run is (issue 30). CI (`npm test`) runs a sized-down suite so the whole of `.ci/run`
 * fits its 30 minutes; `npm run test:long` (TELO_LONG=1) runs the full counts and durations
 * (README: before a release and after touching validation, the database layer or the request
 * path). Only sizes change: every check and every target is the same in both.
 */
export const LONG = process.env.TELO_LONG === '1';

/**
 * fast-check's seed for the run, printed so a failure can be replayed with TELO_FUZZ_SEED: fewer
 * bodies a run, but a new sample each run.
 */
export const FUZZ_SEED = process.env.TELO_FUZZ_SEED
  ? Number(process.env.TELO_FUZZ_SEED)
  : Math.floor(Math.random() * 2 ** 31);

/**
 * Generated requests per route on this database: `long` under TELO_LONG, else the CI count for
 * its kind (PGlite answers in-process on the test's own core, so it is given fewer).
 */
export function fuzzRuns(
  target: Target,
  counts: { long: number; pglite: number; postgres: number },
): number {
  if (LONG) return counts.long;
  return target.kind === 'pglite' ? counts.pglite : counts.postgres;
}

/** Seconds of load: 60 under TELO_LONG; 15 in CI, where the test passes on counts, not speed. */
export const LOAD_SECONDS = LONG ? 60 : 15;
