import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';

const LOGGER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'logger.ts');

/** Runs `script` (ES module, `createLogger` in scope) in a Node process of its own; resolves with its stdout once it exits. */
function runLogging(script: string, { killAfterMs }: { killAfterMs?: number } = {}): Promise<{ stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', `import { createLogger } from ${JSON.stringify(LOGGER)};\n${script}`],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    // A line held back for good would otherwise keep the test waiting for the process.
    const deadline = setTimeout(() => child.kill(), 5_000);
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (killAfterMs !== undefined) setTimeout(() => child.kill(), killAfterMs);
    });
    child.on('error', reject);
    child.on('close', () => {
      clearTimeout(deadline);
      resolve({ stdout });
    });
  });
}

describe('the logger', () => {
  it('writes every line before the process exits, though it writes stdout in batches', async () => {
    const { stdout } = await runLogging(`
      const logger = createLogger('info');
      for (let i = 0; i < 3; i += 1) logger.info('line', { i });
      logger.debug('below the level');
      process.exit(0);
    `);
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => line.i)).toEqual([0, 1, 2]);
    expect(lines[0]).toMatchObject({ level: 'info', message: 'line' });
  }, 30_000);

  it("shows a quiet process's line within a moment, without waiting for a batch to fill", async () => {
    const { stdout } = await runLogging(`createLogger('info').info('ready'); setInterval(() => {}, 1000);`, { killAfterMs: 0 });
    expect(JSON.parse(stdout) as Record<string, unknown>).toMatchObject({ message: 'ready' });
  }, 30_000);

  it('says which levels it writes, so a caller builds no fields for a line below the level', () => {
    const logger = createLogger('warn', { destination: { write: () => true } });
    expect(logger.isLevelEnabled('info')).toBe(false);
    expect(logger.isLevelEnabled('warn')).toBe(true);
    expect(createLogger('silent', { destination: { write: () => true } }).isLevelEnabled('error')).toBe(false);
  });
});
