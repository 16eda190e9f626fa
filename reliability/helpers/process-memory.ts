/**
 * A process's memory as Linux counts it, from /proc/<pid>/status: resident now (VmRSS) and at
 * its peak (VmHWM). Shared by the reliability tests and the bench.
 */
import { readFileSync, writeFileSync } from 'node:fs';

/** VmRSS or VmHWM of `pid` in MB (1024 × 1024 bytes), or null where /proc cannot be read. */
export function statusMb(pid: number | undefined, field: 'VmRSS' | 'VmHWM'): number | null {
  if (pid === undefined) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status);
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Starts the peak (VmHWM) over from the current RSS (Linux: 5 written to clear_refs), so a peak
 * read later is that of the work since, not of starting up: a fresh PGlite folder peaks near
 * 800 MB while it is created and migrated, which would hide everything a photo upload does.
 * Returns false where the kernel refuses.
 */
export function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
