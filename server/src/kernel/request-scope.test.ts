import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ASYNC_CONTEXT_FRAME_FLAG, currentRequestScope, requestScopeOnAsyncHooks, runInRequestScope } from './request-scope.js';

const repositoryFile = (name: string) => readFileSync(new URL(`../../../${name}`, import.meta.url), 'utf8');

describe('the request scope', () => {
  it('follows a request through awaits and timers, and is gone outside it', async () => {
    const seen = await runInRequestScope({ requestId: 'req-1' }, async () => {
      await Promise.resolve();
      await new Promise((resolve) => setTimeout(resolve, 1));
      return currentRequestScope()?.requestId;
    });
    expect(seen).toBe('req-1');
    expect(currentRequestScope()).toBeUndefined();
  });

  it('is started with the flag by npm start and by the Docker image', () => {
    const start = (JSON.parse(repositoryFile('package.json')) as { scripts: Record<string, string> }).scripts.start;
    expect(start).toMatch(new RegExp(`node [^&]*${ASYNC_CONTEXT_FRAME_FLAG} dist/server/src/main\\.js`));
    const command = repositoryFile('Dockerfile')
      .split('\n')
      .find((line) => line.startsWith('CMD '));
    expect(command).toContain(`"${ASYNC_CONTEXT_FRAME_FLAG}", "dist/server/src/main.js"`);
  });

  it('knows when a process was started without it on Node 22, and that Node 24 needs none', () => {
    expect(requestScopeOnAsyncHooks('22.23.3', [], '')).toBe(true);
    expect(requestScopeOnAsyncHooks('22.23.3', [ASYNC_CONTEXT_FRAME_FLAG], '')).toBe(false);
    expect(requestScopeOnAsyncHooks('22.23.3', [], `--max-old-space-size=512 ${ASYNC_CONTEXT_FRAME_FLAG}`)).toBe(false);
    expect(requestScopeOnAsyncHooks('24.11.0', [], '')).toBe(false);
  });
});
