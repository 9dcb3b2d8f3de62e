import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  readonly code = 'data_dir.locked';
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM means the process exists but belongs to someone else: still alive.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export interface DataDirLock {
  release(): void;
}

/**
 * PGlite does not lock its directory, and a second process opening a live one corrupts it for good.
 * We take an exclusive lock file (O_EXCL) holding our pid; a lock left by a dead process (kill -9) is
 * reclaimed, a live one makes us refuse before PGlite is ever opened.
 */
export const lockDataDir = (dir: string): DataDirLock => {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'emmaus.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            unlinkSync(path);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let holder: { pid?: number; host?: string } = {};
      try {
        holder = JSON.parse(readFileSync(path, 'utf8'));
      } catch {
        // A half-written lock file: its writer died between open and write, so it is stale.
      }
      const sameHost = holder.host === undefined || holder.host === hostname();
      if (holder.pid && sameHost && isAlive(holder.pid) && holder.pid !== process.pid) {
        throw new DataDirLockedError(
          `The data directory ${dir} is in use by another Emmaus process (pid ${holder.pid}). ` +
            'Stop it first: opening the embedded database twice would corrupt it.',
        );
      }
      if (holder.pid && !sameHost) {
        throw new DataDirLockedError(
          `The data directory ${dir} is locked by ${holder.host} (pid ${holder.pid}).`,
        );
      }
      unlinkSync(path);
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dir}.`);
};
