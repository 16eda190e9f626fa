/**
 * Child processes of the bench: the production server, the same-bytes server, the load generator
 * and Lighthouse. On a machine with two or more cores the servers run on core 0 and the load
 * generator on core 1 (`taskset`), so they do not steal each other's CPU. The browser is not
 * pinned (see lighthouse.ts).
 */
import { spawn, spawnSync, type ChildProcess, type StdioOptions } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { statusMb } from '../reliability/helpers/process-memory.ts';

const canPin =
  process.platform === 'linux' &&
  availableParallelism() >= 2 &&
  spawnSync('taskset', ['-c', '0', 'true']).status === 0;

export const SERVER_CORE = '0';
export const CLIENT_CORE = '1';
export const pinning = canPin
  ? `servers on core ${SERVER_CORE}, load generator on core ${CLIENT_CORE}, browser on every core`
  : 'not pinned (taskset unavailable or a single core)';

/** Starts `node <args>` (the bench's own Node), on `core` when given and pinning is possible. */
export function spawnNode(
  args: string[],
  options: { core?: string; env?: NodeJS.ProcessEnv; stdio?: StdioOptions },
): ChildProcess {
  const env = { ...process.env, ...options.env };
  const stdio = options.stdio ?? 'inherit';
  // taskset execs node, so the child's pid is node's own (what /proc/<pid>/status describes).
  return canPin && options.core !== undefined
    ? spawn('taskset', ['-c', options.core, process.execPath, ...args], { env, stdio })
    : spawn(process.execPath, args, { env, stdio });
}

/** Resolves when the child exits; kills it with SIGTERM first when it is still running. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Polls `url` until it answers 200 (or anything at all, with `anyStatus`); fails when the child
 * exits or after `timeoutMs`. Returns the milliseconds it took.
 */
export async function waitForOk(
  child: ChildProcess,
  url: string,
  { timeoutMs = 120_000, anyStatus = false } = {},
) {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => anyStatus || r.ok,
      () => false,
    );
    if (ok) return performance.now() - started;
    if (performance.now() - started > timeoutMs) throw new Error(`${url} did not answer in time`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Resident memory of a process in MB (VmRSS of /proc/<pid>/status), or null where unreadable. */
export const rssMb = (pid: number | undefined) => statusMb(pid, 'VmRSS');

/** Samples a process's RSS every 100 ms until stopped; returns the largest value seen. */
export function sampleRss(pid: number | undefined) {
  let max = rssMb(pid) ?? 0;
  const timer = setInterval(() => {
    max = Math.max(max, rssMb(pid) ?? 0);
  }, 100);
  return {
    stop() {
      clearInterval(timer);
      return max;
    },
  };
}

/** Runs a node script to completion and returns its stdout; throws with its stderr on failure. */
export async function runNode(args: string[], options: { core?: string; env?: NodeJS.ProcessEnv }) {
  const child = spawnNode(args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout?.on('data', (d: Buffer) => (out += d));
  child.stderr?.on('data', (d: Buffer) => (err += d));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`node ${args.join(' ')} failed (${code}):\n${err.slice(-2000)}`);
  return out;
}
