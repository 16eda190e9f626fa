/**
 * Cold and warm start of the production server on PGlite: the time from spawning the process
 * until /api/health answers 200. Cold = empty data folder (initdb, migrations, demo seed);
 * warm = the same folder again.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = 4310;

async function timeStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

export async function measureStartup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'telo-bench-'));
  try {
    const coldMs = await timeStart(dataDir);
    const warmMs = await timeStart(dataDir);
    return { coldStartMs: Math.round(coldMs), warmStartMs: Math.round(warmMs) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
