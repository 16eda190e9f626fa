import fc from 'fast-check';
import type { RunningApp } from './in-process.ts';
import { FUZZ_SEED } from './sizing.ts';

export type FuzzRequest = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  payload?: string;
  /** user1's signed-in session; without it, the request acts for the demo shopper user1. */
  withSession: boolean;
  /** Another session's cookie (a tailor's, say), sent in place of user1's. */
  cookie?: string;
  /** More headers: a webhook's signature. */
  headers?: Record<string, string>;
};

export type FuzzResult = {
  sent: number;
  serverErrors: number;
  statuses: Record<number, number>;
  /** The shortest requests that made a 5xx, for the failure message. */
  examples: string[];
};

/**
 * Sends exactly `runs` generated requests through inject() and counts the 5xx answers. Every
 * request runs (no stop at the first 5xx), so the figure is a count over all of them. The run's
 * seed is helpers/sizing.ts's FUZZ_SEED, printed by each fuzz test.
 */
export async function fuzz(
  t: RunningApp,
  requests: fc.Arbitrary<FuzzRequest>,
  runs: number,
): Promise<FuzzResult> {
  const result: FuzzResult = { sent: 0, serverErrors: 0, statuses: {}, examples: [] };
  const failing: FuzzRequest[] = [];
  const property = fc.asyncProperty(requests, async (req) => {
    const res = await t.app.inject({
      method: req.method,
      url: req.url,
      headers: {
        ...(req.withSession ? { cookie: req.cookie ?? t.world.user1.cookie } : {}),
        ...(req.payload !== undefined ? { 'content-type': 'application/json' } : {}),
        ...req.headers,
      },
      ...(req.payload !== undefined ? { payload: req.payload } : {}),
    });
    result.sent++;
    result.statuses[res.statusCode] = (result.statuses[res.statusCode] ?? 0) + 1;
    if (res.statusCode >= 500) {
      result.serverErrors++;
      failing.push(req);
    }
  });
  await fc.assert(property, { numRuns: runs, seed: FUZZ_SEED });
  result.examples = failing
    .sort((a, b) => (a.payload ?? a.url).length - (b.payload ?? b.url).length)
    .slice(0, 3)
    .map((req) => `${req.method} ${req.url} ${(req.payload ?? '').slice(0, 300)}`);
  return result;
}

/** "400×1520, 201×480": how the answers were spread, for the printed figure. */
export const spread = (statuses: Record<number, number>) =>
  Object.entries(statuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(', ');
