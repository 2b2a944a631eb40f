// PGlite does not lock its data directory and two processes on one directory
// lose writes, so the stack holds its own PID lock file.
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data directory ${path.dirname(lockFile)} is already used by another local stack process (PID ${ownerPid}). ` +
        `Stop it first (or choose another STACK_DATA_DIR).`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DataDirLock {
  release(): void;
}

/** Takes the lock or throws DataDirLockedError; a lock left by a dead PID is taken over. */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'stack.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockFile, 'wx');
      fs.writeSync(fd, `${process.pid}\n`);
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockFile, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(lockFile, 'utf8').trim(), 10);
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(lockFile, owner);
      }
      // Stale lock (dead or unreadable owner): remove and retry the atomic create.
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}
