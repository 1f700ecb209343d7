import { spawnServer, type ServerProcess } from '../../tests/support/server-process.js';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database.js';

// Spawning and waiting live with the test suites' process helpers, written once.
export { freePort, waitForHttp } from '../../tests/support/server-process.js';

export interface RunningProcess {
  url: string;
  child: ServerProcess['child'];
  stop(): Promise<void>;
}

/** Starts a Node/TS entry point as its own process (so load generator and server don't share a CPU loop). */
export async function startProcess(entry: string, env: Record<string, string>, healthPath: string): Promise<RunningProcess> {
  const running = await spawnServer(entry, { env, healthPath, stdio: 'inherit', startTimeoutMs: 60_000 });
  return {
    url: running.url,
    child: running.child,
    stop: async () => {
      await running.stop();
    },
  };
}

/** A fresh, migrated and seeded database for a benchmark run (dropped by the caller). */
export async function benchDatabase(): Promise<TestDatabase> {
  return createTestDatabase();
}
