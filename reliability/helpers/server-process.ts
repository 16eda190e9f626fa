import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { productionCommand } from '../../scripts/production-command.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** Where the data lives: a PGlite folder or a PostgreSQL database. */
export type Store = { dataDir: string } | { url: string };

export type ServerProcess = {
  child: ChildProcess;
  origin: string;
  /** What the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code and signal once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends `signal` and waits for the exit, killing it after `timeoutMs`. */
  stop(
    signal?: NodeJS.Signals,
    timeoutMs?: number,
  ): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * Only what a shell would give the server: the test runner's own variables (Vitest sets SSR,
 * MODE, NODE_ENV=test…) and the caller's DATABASE_URL must not change how it runs.
 */
function baseEnvironment(): NodeJS.ProcessEnv {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'LC_ALL', 'TZ'];
  return Object.fromEntries(
    keep.filter((k) => process.env[k] !== undefined).map((k) => [k, process.env[k]]),
  );
}

/**
 * `node server/main.ts` as production runs it (the project's Node 24, as this test runs on, with
 * the Node flags and environment of `npm run serve`), on 127.0.0.1:`port`, with write and 404
 * limits raised out of a load test's way unless given.
 */
export function spawnServer(
  store: Store,
  port: number,
  env: NodeJS.ProcessEnv = {},
): ServerProcess {
  const production = productionCommand(join(ROOT, 'package.json'));
  const child = spawn(process.execPath, production.nodeArgs, {
    cwd: ROOT,
    env: {
      ...baseEnvironment(),
      ...production.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CLIENT_DIR: './no-client-for-reliability',
      RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
      RATE_LIMIT_NOT_FOUND_PER_MINUTE: '1000000',
      // An empty DATABASE_URL means "none": a PGlite run must not inherit a PostgreSQL URL.
      ...('url' in store
        ? { DATABASE_URL: store.url }
        : { DATABASE_URL: '', DATA_DIR: store.dataDir }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM', timeoutMs = 20_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}

/** Resolves once /api/health answers 200; throws with the server's output if it exits or takes too long. */
export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 120_000) {
  const started = performance.now();
  for (;;) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(
        `the server exited (${server.child.exitCode ?? server.child.signalCode}):\n${server.output()}`,
      );
    }
    const ok = await fetch(`${server.origin}/api/health`, {
      signal: AbortSignal.timeout(2000),
    }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return performance.now() - started;
    if (performance.now() - started > timeoutMs) {
      throw new Error(`the server did not become healthy in ${timeoutMs} ms:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function startServer(store: Store, port: number, env: NodeJS.ProcessEnv = {}) {
  const server = spawnServer(store, port, env);
  try {
    await waitUntilHealthy(server);
  } catch (error) {
    await server.stop('SIGKILL');
    throw error;
  }
  return server;
}

/**
 * Fails unless `server` is still the process it was and answers HTTP (any status: a database
 * outage answers 503, which is not a crash). Every test that starts a server ends with it (issue
 * 27), so a crash fails the suite even when the test whose input caused it did not notice.
 */
export async function expectStillServing(server: ServerProcess): Promise<number> {
  const { exitCode, signalCode } = server.child;
  if (exitCode !== null || signalCode !== null) {
    throw new Error(`the server process ended (${exitCode ?? signalCode}):\n${server.output()}`);
  }
  try {
    const answer = await fetch(`${server.origin}/api/health`, {
      signal: AbortSignal.timeout(10_000),
    });
    await answer.arrayBuffer();
    return answer.status;
  } catch (error) {
    throw new Error(
      `the server process no longer answers (${String(error)}):\n${server.output()}`,
      {
        cause: error,
      },
    );
  }
}
