import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock.js';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'data-dir-lock-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the embedded data directory lock', () => {
  it('refuses a second process while the first one runs, naming it', async () => {
    // Another process "has the shop open": a child that sleeps until killed.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
    try {
      await writeFile(path.join(dir, LOCK_FILE), `${other.pid}\n`);
      const refused = await lockDataDir(dir).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DataDirInUseError);
      expect((refused as Error).message).toContain(`is in use by another process (PID ${other.pid}`);
      // Nothing was taken over: the lock still names the running process.
      expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(`${other.pid}\n`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock whose process died (kill -9, a crash), and gives it up on release', async () => {
    const gone = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => gone.once('exit', resolve));
    await writeFile(path.join(dir, LOCK_FILE), `${gone.pid}\n`);
    const lock = await lockDataDir(dir);
    expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(`${process.pid}\n`);
    await lock.release();
    await expect(readFile(path.join(dir, LOCK_FILE), 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
