import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';
import { runInRequestScope } from './request-scope.js';

const LOGGER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'logger.ts');

/** Runs `script` (ES module, `createLogger` in scope) in a Node process of its own; resolves with its stdout once it exits. */
function runLogging(
  script: string,
  { killAfterMs, crashes = false }: { killAfterMs?: number; crashes?: boolean } = {},
): Promise<{ stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', `import { createLogger } from ${JSON.stringify(LOGGER)};\n${script}`],
      // A crash meant by the test would print its stack into the suite's output.
      { stdio: ['ignore', 'pipe', crashes ? 'ignore' : 'inherit'] },
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

  it('writes every line of a busy process, in order, whether it exits, crashes or runs out of work', async () => {
    // 20,000 lines: many batches, some handed over while an earlier one is still being written.
    const busy = `const logger = createLogger('info'); for (let i = 0; i < 20000; i += 1) logger.info('line', { i });`;
    for (const ending of ['process.exit(0);', "throw new Error('crash');", '']) {
      const { stdout } = await runLogging(`${busy}\n${ending}`, { crashes: ending.startsWith('throw') });
      const numbers = stdout
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { i: number }).i);
      expect(numbers.length, ending || 'no work left').toBe(20_000);
      expect(numbers.every((n, index) => n === index)).toBe(true);
    }
  }, 30_000);

  it("shows a quiet process's line within a moment, without waiting for a batch to fill", async () => {
    const { stdout } = await runLogging(`createLogger('info').info('ready'); setInterval(() => {}, 1000);`, { killAfterMs: 0 });
    expect(JSON.parse(stdout) as Record<string, unknown>).toMatchObject({ message: 'ready' });
  }, 30_000);

  it('names the request being served on each line it writes, and keeps the id a line names itself', () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = createLogger('info', { destination: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) } });
    logger.info('starting');
    runInRequestScope({ requestId: 'lb-1' }, () => {
      logger.warn('payment slow', { orderId: 'o-1' });
      logger.info('request', { requestId: 'lb-given', status: 200 });
    });
    expect(lines).toEqual([
      expect.not.objectContaining({ requestId: expect.anything() as unknown }),
      expect.objectContaining({ level: 'warn', message: 'payment slow', orderId: 'o-1', requestId: 'lb-1' }),
      expect.objectContaining({ message: 'request', requestId: 'lb-given', status: 200 }),
    ]);
    expect(lines.every((line) => typeof line.time === 'string' && !Number.isNaN(Date.parse(line.time)))).toBe(true);
  });

  it('says which levels it writes, so a caller builds no fields for a line below the level', () => {
    const logger = createLogger('warn', { destination: { write: () => true } });
    expect(logger.isLevelEnabled('info')).toBe(false);
    expect(logger.isLevelEnabled('warn')).toBe(true);
    expect(createLogger('silent', { destination: { write: () => true } }).isLevelEnabled('error')).toBe(false);
  });
});
