/**
 * Cold and warm start of the production server: the time from spawning the process until
 * /api/health answers 200. Cold = an empty data folder or an empty PostgreSQL database (create,
 * migrate, load the demo data); warm = the same again. The anchor is a bare `node:http` server
 * started and polled the same way: what any Node server costs to start on this machine.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createFreshDatabase } from './postgres.ts';
import { rssMb, SERVER_CORE, spawnNode, stop, waitForOk } from './processes.ts';
import { startServer, type DbTarget } from './telo-server.ts';

export type StartupResult = {
  coldStartMs: number;
  warmStartMs: number;
  /** The anchor: a bare node:http server's start, and its resident memory once it answers. */
  nodeStartMs: number;
  nodeRssMb: number | null;
};

export async function measureStartup(options: {
  port: number;
  clientDir: string;
  workDir: string;
  /** A PostgreSQL server to start on (in a fresh database); PGlite when absent. */
  postgresUrl?: string;
}): Promise<StartupResult> {
  const fresh = options.postgresUrl
    ? await createFreshDatabase(options.postgresUrl, 'startup')
    : undefined;
  const dataDir = mkdtempSync(join(options.workDir, 'startup-'));
  const db: DbTarget = fresh ? { kind: 'postgres', url: fresh.url } : { kind: 'pglite', dataDir };
  try {
    const timeStart = async () => {
      const server = await startServer({
        port: options.port,
        db,
        clientDir: options.clientDir,
        logFile: join(options.workDir, 'startup.log'),
      });
      await server.stop();
      return server.startMs;
    };
    const coldMs = await timeStart();
    const warmMs = await timeStart();
    const node = await bareNodeStart(options.port, options.workDir);
    return {
      coldStartMs: Math.round(coldMs),
      warmStartMs: Math.round(warmMs),
      nodeStartMs: Math.round(node.ms),
      nodeRssMb: node.rssMb,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await fresh?.drop();
  }
}

async function bareNodeStart(port: number, workDir: string) {
  const answerFile = join(workDir, 'startup-answer.json');
  const body = Buffer.from('{"status":"ok"}').toString('base64');
  writeFileSync(
    answerFile,
    JSON.stringify({ status: 200, contentType: 'application/json', bodiesBase64: [body] }),
  );
  const started = performance.now();
  const child = spawnNode(['bench/same-bytes-server.ts', String(port), answerFile], {
    core: SERVER_CORE,
  });
  try {
    await waitForOk(child, `http://127.0.0.1:${port}/api/health`, { timeoutMs: 10_000 });
    return { ms: performance.now() - started, rssMb: rssMb(child.pid) };
  } finally {
    await stop(child);
  }
}
