/**
 * The production server as the bench runs it: as `npm run serve` starts it (its Node flags and
 * environment, production-command.ts) with the production defaults (LOG_LEVEL included, so
 * request logging costs what it costs in production), its log written to a file, listening on
 * 127.0.0.1.
 */
import { closeSync, openSync, readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { productionCommand } from '../scripts/production-command.ts';
import { SERVER_CORE, spawnNode, stop, waitForOk } from './processes.ts';

/** Where the data lives: a PGlite folder or a PostgreSQL database. */
export type DbTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export function dbEnv(db: DbTarget): NodeJS.ProcessEnv {
  // An empty DATABASE_URL means "none": a PGlite run must not inherit the caller's PostgreSQL.
  return db.kind === 'pglite'
    ? { DATA_DIR: db.dataDir, DATABASE_URL: '' }
    : { DATABASE_URL: db.url, DATA_DIR: undefined };
}

export type RunningServer = {
  child: ChildProcess;
  pid: number | undefined;
  origin: string;
  /** From spawning the process until /api/health answered 200. */
  startMs: number;
  stop(): Promise<void>;
};

export async function startServer(options: {
  port: number;
  db: DbTarget;
  clientDir: string;
  logFile: string;
}): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${options.port}`;
  const log = openSync(options.logFile, 'a');
  const { nodeArgs, env } = productionCommand();
  const child = spawnNode(nodeArgs, {
    core: SERVER_CORE,
    env: {
      ...env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      CLIENT_DIR: options.clientDir,
      ...dbEnv(options.db),
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  try {
    const startMs = await waitForOk(child, `${origin}/api/health`);
    return { child, pid: child.pid, origin, startMs, stop: () => stop(child) };
  } catch (error) {
    await stop(child);
    const tail = readFileSync(options.logFile, 'utf8').trim().split('\n').slice(-8).join('\n');
    throw new Error(`the server did not start (${String(error)}); its log ends with:\n${tail}`, {
      cause: error,
    });
  }
}
