import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * PGlite has no lock of its own and two processes opening one data folder corrupt it, so we take
 * a lock file holding our pid. A lock left by a process that died (kill -9, power loss) is stale
 * and taken over; a lock held by a live process is refused with a message saying what to do.
 */
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(lockPath: string): () => void {
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    if (heldHere.has(lockPath)) throw inUse(lockPath, process.pid);
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(lockPath);
      return () => {
        heldHere.delete(lockPath);
        try {
          unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw inUse(lockPath, pid);
      }
      unlinkSync(lockPath); // stale: its process is gone
    }
  }
  throw inUse(lockPath, NaN);
}

function inUse(lockPath: string, pid: number): Error {
  return new Error(
    `The data folder is in use by another Telo process (pid ${pid}, lock ${lockPath}). ` +
      'Stop that process first, or set DATA_DIR to another folder.',
  );
}
