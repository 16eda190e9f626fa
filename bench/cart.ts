/**
 * The cart read alone (`npm run bench:cart`): the production server at 1,000 outfits, the demo
 * shopper's cart holding three outfits (as `npm run bench` fills it), loaded with the bench's
 * autocannon settings, then the same-bytes ceiling right after, `CART_BENCH_ROUNDS` times (default
 * 3) on PGlite and, with DATABASE_URL, on a fresh PostgreSQL database (`telo_bench_*`, dropped at
 * the end). A few minutes instead of the full bench's quarter of an hour, for work on that one
 * endpoint. Ports: CART_BENCH_PORT (default 4516) for PGlite, +1 for PostgreSQL, +10 for the
 * ceiling, +11 unused (the start-time port of DatabaseBench).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeResult, endpointResult, fmt, measureCeiling } from './api.ts';
import { DatabaseBench, type Shared } from './database-run.ts';
import { CLIENT_CORE, pinning } from './processes.ts';

const base = Number(process.env.CART_BENCH_PORT ?? 4516);
const rounds = Number(process.env.CART_BENCH_ROUNDS ?? 3);
const postgresUrl = process.env.DATABASE_URL || undefined;
const workDir = mkdtempSync(join(tmpdir(), 'telo-bench-cart-'));
const log = (line: string) => console.log(line);
const shared: Shared = {
  ports: { ceiling: base + 10, startup: base + 11 },
  // The API answers the same whatever the client folder holds: the build as it is.
  clientDir: 'dist/client',
  workDir,
  buildPages: [],
  log,
};

const benches = [new DatabaseBench(shared, { port: base })];
if (postgresUrl) benches.push(new DatabaseBench(shared, { port: base + 1, postgresUrl }));
log(`cart bench: ${rounds} rounds, ${pinning}`);
const ratios = new Map<string, number[]>();
try {
  for (const bench of benches) await bench.seed('1k', CLIENT_CORE);
  for (const bench of benches) await bench.start('1k');
  for (let round = 1; round <= rounds; round++) {
    for (const bench of benches) {
      const { endpoint, answer, server } = await bench.loadEndpoint('cart');
      const ceiling = await measureCeiling(answer, shared.ports.ceiling, workDir);
      const result = endpointResult(endpoint, answer, server, ceiling);
      log(
        `${describeResult(bench.shortName, result)}; ceiling ${fmt(ceiling.requestsPerSec, 0)} req/s`,
      );
      ratios.set(bench.shortName, [...(ratios.get(bench.shortName) ?? []), result.ratio]);
    }
  }
  for (const [name, list] of ratios) {
    const sorted = [...list].sort((a, b) => a - b);
    log(`${name}: × same bytes ${sorted.map((r) => fmt(r, 3)).join(', ')}`);
  }
} finally {
  for (const bench of benches) await bench.cleanUp();
  rmSync(workDir, { recursive: true, force: true });
}
