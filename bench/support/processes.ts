import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SANDBOX_CREDENTIALS, spawnServer, type ServerProcess } from '../../tests/support/server-process.js';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// Spawning and waiting live with the test suites' process helpers, written once.
export { freePort, waitForHttp } from '../../tests/support/server-process.js';

export interface RunningProcess {
  url: string;
  child: ServerProcess['child'];
  stop(): Promise<void>;
}

/**
 * The resident memory (RSS) of a started process in MB, from /proc (Linux); null elsewhere. What
 * the machine must have for the process, the figure to size a container by.
 */
export async function residentMegabytes(running: Pick<RunningProcess, 'child'>): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${running.child.pid}/status`, 'utf8');
    const kilobytes = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kilobytes ? Math.round(Number(kilobytes) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * The shop as production runs it (`npm start`, the Dockerfile): the server compiled to plain
 * JavaScript in dist/, built first when its sources are newer. A bench that compares the shop with
 * something other than itself (the bare server) measures this build: run through tsx, the shop pays
 * for the loader's hooks on every `require` made at run time (Apollo's hashing of each document
 * among them), a few per cent no customer's shop pays. An A/B of two revisions may run both through
 * tsx: the cost falls on both sides alike.
 */
export function shippedShopEntry(): string {
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs', 'server'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the server's build failed:\n${build.stdout}${build.stderr}`);
  return 'dist/server/src/main.js';
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

/**
 * The shop as the benchmarks run it: production mode with the sandbox's own credentials (production
 * refuses the public defaults), no reconciler, and, with `manyOrdersFromOneAddress`, the per-address
 * abuse limits lifted, since a load generator places every order from 127.0.0.1.
 */
export function benchShopEnv(databaseUrl: string, options: { manyOrdersFromOneAddress?: boolean } = {}): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'production',
    ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    ...SANDBOX_CREDENTIALS,
    PAYMENT_RECONCILE_SECONDS: '0',
    LOG_LEVEL: 'warn',
    ...(options.manyOrdersFromOneAddress
      ? { RATE_LIMIT_ORDERS_PER_MINUTE: '10000000', ORDER_MAX_UNPAID_PER_ADDRESS: '10000000', ORDER_MAX_UNPAID_PER_EMAIL: '10000000' }
      : {}),
  };
}

/**
 * Brings the planner's statistics up to date, as autovacuum does within a minute of a running
 * shop's first fifty orders. A benchmark's database is minutes old and never analysed: Postgres
 * then plans queries for tables it believes empty (the unpaid-order count of place_order walked
 * every unpaid order), which no shop that has taken orders for a minute does. Call it once orders
 * have been placed (a warm-up), before measuring.
 */
export async function analyseAsAutovacuumWould(database: TestDatabase): Promise<void> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

/**
 * A fresh database with every product stocked a million deep (so no order is refused for want of
 * stock) and the shop on it as benchShopEnv runs it, abuse limits as shipped: each bench order
 * comes from a shopper of its own. `work` answers whether the run failed; the shop is stopped and
 * the database dropped whatever happens, and a failure sets the exit code.
 */
export async function withStockedShop(work: (shop: RunningProcess, database: TestDatabase) => Promise<boolean>): Promise<void> {
  const database = await benchDatabase();
  const shop = await startProcess('server/src/main.ts', benchShopEnv(database.url), '/healthz');
  let failed = false;
  try {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query('UPDATE products SET stock = 1000000');
    await client.end();
    failed = await work(shop, database);
  } finally {
    await shop.stop();
    await database.drop();
  }
  if (failed) process.exitCode = 1;
}
