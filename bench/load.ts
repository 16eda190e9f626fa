/**
 * The load generator, run as its own process (pinned away from the server): autocannon against
 * one URL, after a short warm-up, with every response's latency kept at full precision (autocannon's
 * own histogram rounds to whole milliseconds, too coarse for a 5 ms target).
 * Usage: node bench/load.ts '{"url": "...", "connections": 32, "seconds": 10}'  → JSON on stdout
 */
import autocannon from 'autocannon';

export type LoadResult = {
  requestsPerSec: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  responses: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

const { url, connections, seconds, headers } = JSON.parse(process.argv[2] ?? '{}') as {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
};

function run(options: autocannon.Options, onLatency?: (ms: number) => void) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    if (onLatency) instance.on('response', (_client, _status, _bytes, ms: number) => onLatency(ms));
  });
}

// One second of warm-up: JIT compilation and first-touch caches should not land in the measured
// tail (a fixed count of requests would take minutes on a slow endpoint).
await run({ url, headers, connections, duration: 1 });

let latencies = new Float64Array(1 << 16);
let count = 0;
const result = await run({ url, headers, connections, duration: seconds }, (ms) => {
  if (count === latencies.length) {
    const grown = new Float64Array(latencies.length * 2);
    grown.set(latencies);
    latencies = grown;
  }
  latencies[count++] = ms;
});
const sorted = latencies.subarray(0, count).sort();
const percentile = (p: number) =>
  count ? (sorted[Math.min(count - 1, Math.ceil((p / 100) * count) - 1)] ?? 0) : 0;
const elapsedSec = (result.finish.getTime() - result.start.getTime()) / 1000;
const out: LoadResult = {
  requestsPerSec: count / elapsedSec,
  p50Ms: percentile(50),
  p95Ms: percentile(95),
  p99Ms: percentile(99),
  responses: count,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
};
process.stdout.write(JSON.stringify(out));
