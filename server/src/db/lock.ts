import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fstatSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
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
 * We take a lock file holding our pid; a lock left by a dead process (kill -9) is reclaimed, a live one
 * makes us refuse before PGlite is ever opened.
 *
 * Every step is atomic, so two processes racing for a stale lock cannot both win (issue 19 item 6):
 * the file is written aside and hard-linked into place (link fails if it exists, and a reader never
 * sees it half-written); a stale file is taken over by renaming it away and checking that what was
 * moved is the very file (inode) judged stale, else it is put back — the one whose rename moved the
 * stale file wins, the other finds the winner's live lock on its next look.
 */
export const lockDataDir = (dir: string): DataDirLock => {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'emmaus.lock');
  const unique = () => `${path}.${process.pid}.${randomBytes(6).toString('hex')}`;
  for (let attempt = 0; attempt < 20; attempt++) {
    const mine = unique();
    writeFileSync(
      mine,
      JSON.stringify({
        pid: process.pid,
        host: hostname(),
        since: new Date().toISOString(),
        nonce: randomBytes(8).toString('hex'),
      }),
    );
    try {
      linkSync(mine, path);
      const ino = statSync(path).ino;
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            // Only our own file: never one another process made after ours was taken over.
            if (statSync(path).ino === ino) unlinkSync(path);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      unlinkSync(mine);
    }
    let holder: { pid?: number; host?: string } = {};
    let seen: { ino: number; text: string };
    try {
      const fd = openSync(path, 'r');
      try {
        seen = { ino: fstatSync(fd).ino, text: readFileSync(fd, 'utf8') };
      } finally {
        closeSync(fd);
      }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue; // released meanwhile: try again
      throw err;
    }
    try {
      holder = JSON.parse(seen.text);
    } catch {
      // Half-written (by an older Emmaus, which wrote in place): its writer died, so it is stale.
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
    const moved = unique();
    try {
      renameSync(path, moved);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue; // someone else took it over
      throw err;
    }
    // The same inode and the same bytes (a lock's nonce makes each unique): an inode number freed by
    // the stale file can come back at once for the winner's new lock, so the inode alone is not proof.
    if (statSync(moved).ino !== seen.ino || readFileSync(moved, 'utf8') !== seen.text) {
      // Another process took the stale lock over first and this is its live lock: put it back.
      try {
        linkSync(moved, path);
      } catch {
        // A third process's lock is there already; ours to drop is only the moved link.
      }
    }
    unlinkSync(moved);
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dir}.`);
};
