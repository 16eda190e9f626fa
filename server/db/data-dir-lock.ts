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
        removeIfPresent(lockPath);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readIfPresent(lockPath)?.trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw inUse(lockPath, pid);
      }
      removeIfPresent(lockPath); // stale (its process is gone), or released meanwhile
    }
  }
  throw inUse(lockPath, NaN);
}

/** Another process may release or take over the lock between our steps: a missing file is fine. */
function readIfPresent(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function removeIfPresent(path: string) {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function inUse(lockPath: string, pid: number): Error {
  return new Error(
    `The data folder is in use by another Telo process (pid ${pid}, lock ${lockPath}). ` +
      'Stop that process first, or set DATA_DIR to another folder.',
  );
}
