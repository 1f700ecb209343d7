import { open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';

/** The file that says which process has the embedded database open: its PID. */
export const LOCK_FILE = 'in-use.pid';

/** Another live process has the embedded database open; opening it a second time would risk its data. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process (PID ${pid}, e.g. npm start). ` +
        'Stop that process first, or set DATABASE_URL to a Postgres server that both can share.',
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims a data directory for this process, or throws DataDirInUseError naming the process that
 * holds it. PGlite is one Postgres backend without Postgres's own postmaster lock, so two
 * processes on one directory would each write its files unaware of the other. A lock left by a
 * process that died (kill -9, a crash) is taken over: its PID no longer runs.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return {
        async release() {
          await unlink(file).catch(() => undefined);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const pid = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
    if (Number.isSafeInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) throw new DataDirInUseError(dataDir, pid);
    // Stale (its process is gone) or unreadable half-written: remove it and claim again.
    await unlink(file).catch(() => undefined);
  }
  throw new Error(`Could not claim ${file}: another process keeps creating it`);
}
