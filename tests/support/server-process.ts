import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PHONEPE_SANDBOX_PATH, WEBHOOK_PATH } from '@server/payments/payment-paths.js';
import { ASYNC_CONTEXT_FRAME_FLAG } from '@server/kernel/request-scope.js';
import { eventually } from './eventually.js';
import { TEST_ADMIN } from './test-shop.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/**
 * Real server processes for the suites that need more than one, or need to kill one:
 * `node --import tsx server/src/main.ts` against a given database, and the standalone PhonePe
 * sandbox (server/src/payments/phonepe/sandbox-server.ts) that several shop processes share, as they
 * would share PhonePe in production. The benchmarks (bench/support/processes.ts) use the same
 * spawning code.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SHOP_ENTRY = 'server/src/main.ts';
export const SANDBOX_ENTRY = 'server/src/payments/phonepe/sandbox-server.ts';

/** The sandbox's default credentials; shops in PAYMENTS_MODE=phonepe must send the same. */
export const SANDBOX_CREDENTIALS = {
  PHONEPE_CLIENT_ID: 'HERBAL_SANDBOX_CLIENT',
  PHONEPE_CLIENT_SECRET: 'herbal-sandbox-secret',
  PHONEPE_WEBHOOK_USERNAME: 'herbal_sandbox',
  PHONEPE_WEBHOOK_PASSWORD: 'sandbox_webhook_1',
};

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 2xx; fails early when `alive()` says the process is gone. */
export async function waitForHttp(url: string, timeoutMs = 60_000, alive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`the process behind ${url} exited before it answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<ExitInfo>;
  /** What the process wrote to stdout and stderr so far (for failure messages). */
  output(): string;
  /** SIGTERM, then waits for the exit (SIGKILL after `timeoutMs`); answers how it ended and how long it took. */
  stop(timeoutMs?: number): Promise<ExitInfo & { ms: number }>;
  /** SIGKILL: no clean-up at all, as a crash or an OOM kill. */
  kill(): Promise<ExitInfo>;
}

export interface SpawnOptions {
  /** Environment on top of this process's own (PORT and HOST are set here). */
  env: Record<string, string>;
  /** Path answered 2xx once the process is ready. */
  healthPath?: string;
  port?: number;
  /** Keep the child's output in memory (default) or pass it to this process's stderr. */
  stdio?: 'capture' | 'inherit';
  startTimeoutMs?: number;
  /** The checkout the entry point is in (another revision's worktree, for an A/B); this one by default. */
  cwd?: string;
  /** Node's own flags before the entry point (a benchmark's `--cpu-prof`). */
  nodeArgs?: string[];
  /** A file descriptor the process's stdout goes to (a benchmark keeping the access log in a file), instead of `stdio`'s choice. */
  stdoutFd?: number;
}

/**
 * Starts an entry point as its own Node process and waits until it answers: a TypeScript one
 * through tsx, as the tests run the shop, or a compiled `.js` one as production runs it
 * (`npm start`: plain Node with source maps, no loader).
 */
export async function spawnServer(entry: string, options: SpawnOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const stdio: Array<'ignore' | 'pipe' | 'inherit' | number> =
    options.stdio === 'inherit' ? ['ignore', 'ignore', 'inherit'] : ['ignore', 'pipe', 'pipe'];
  if (options.stdoutFd !== undefined) stdio[1] = options.stdoutFd;
  const loader = entry.endsWith('.js') ? ['--enable-source-maps'] : ['--import', 'tsx'];
  const child = spawn(process.execPath, [ASYNC_CONTEXT_FRAME_FLAG, ...(options.nodeArgs ?? []), ...loader, entry], {
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio,
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<ExitInfo>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(
      `${url}${options.healthPath ?? '/healthz'}`,
      options.startTimeoutMs ?? 90_000,
      () => child.exitCode === null && child.signalCode === null,
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${entry} did not start: ${(error as Error).message}\n${log}`);
  }
  return {
    url,
    port,
    child,
    exited,
    output: () => log,
    async stop(timeoutMs = 15_000) {
      const started = Date.now();
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
        const info = await exited;
        clearTimeout(timer);
        return { ...info, ms: Date.now() - started };
      }
      return { ...(await exited), ms: 0 };
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      return exited;
    },
  };
}

export interface ShopProcessOptions {
  databaseUrl: string;
  /** Extra environment, e.g. PAYMENT_RECONCILE_SECONDS or the settings from `phonepeEnvFor`. */
  env?: Record<string, string>;
  port?: number;
}

/** The real shop (`server/src/main.ts`) as a child process on a fresh port, ready when it returns. */
export async function startShopProcess(options: ShopProcessOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  return spawnServer(SHOP_ENTRY, {
    port,
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: options.databaseUrl,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      PAYMENT_RECONCILE_SECONDS: '0',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...options.env,
    },
  });
}

export interface SandboxProcess extends ServerProcess {
  /** The sandbox API base the shops' PHONEPE_AUTH_URL and PHONEPE_API_URL point at. */
  apiUrl: string;
}

/** The standalone PhonePe sandbox; its webhooks go to `webhookBaseUrl` (the "load balancer"). */
export async function startSandboxProcess(webhookBaseUrl: string, options: { payDelayMs?: number } = {}): Promise<SandboxProcess> {
  const port = await freePort();
  const running = await spawnServer(SANDBOX_ENTRY, {
    port,
    healthPath: '/healthz',
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SANDBOX_WEBHOOK_URL: `${webhookBaseUrl.replace(/\/+$/, '')}${WEBHOOK_PATH}`,
      SANDBOX_PAY_DELAY_MS: String(options.payDelayMs ?? 0),
      ...SANDBOX_CREDENTIALS,
    },
  });
  return { ...running, apiUrl: `${running.url}${PHONEPE_SANDBOX_PATH}` };
}

/** What a shop process needs to use the standalone sandbox as its PhonePe. */
export function phonepeEnvFor(sandbox: Pick<SandboxProcess, 'apiUrl'>): Record<string, string> {
  return {
    PAYMENTS_MODE: 'phonepe',
    PHONEPE_AUTH_URL: sandbox.apiUrl,
    PHONEPE_API_URL: sandbox.apiUrl,
    ...SANDBOX_CREDENTIALS,
  };
}

/**
 * The environment of shop processes that take many unpaid checkouts from one test client (one
 * address, often one e-mail) on purpose, paid at the standalone sandbox and reconciled each second.
 */
function checkoutProcessEnv(sandbox: Pick<SandboxProcess, 'apiUrl'>): Record<string, string> {
  return {
    ...phonepeEnvFor(sandbox),
    RATE_LIMIT_ORDERS_PER_MINUTE: '100000',
    RATE_LIMIT_DISCOUNT_CHECKS_PER_MINUTE: '100000',
    RATE_LIMIT_DISCOUNT_CHECKS_PER_MINUTE_SHOP: '100000',
    ORDER_MAX_UNPAID_PER_ADDRESS: '100000',
    ORDER_MAX_UNPAID_PER_EMAIL: '100000',
    PAYMENT_RECONCILE_SECONDS: '1',
  };
}

/** Pays or fails a payment at the standalone sandbox (webhook only when `notify`). */
export async function settleAtSandbox(
  sandbox: Pick<SandboxProcess, 'apiUrl'>,
  merchantOrderId: string,
  outcome: 'success' | 'failed',
  options: { reason?: string; notify?: boolean } = {},
): Promise<void> {
  const response = await fetch(`${sandbox.apiUrl}/test/settle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ merchantOrderId, outcome, reason: options.reason, notify: options.notify ?? false }),
  });
  if (!response.ok) throw new Error(`settle failed: ${response.status} ${await response.text()}`);
  await response.body?.cancel();
}

/** What the sandbox knows of one payment, including how many status calls the shops made for it. */
export async function sandboxPayment(
  sandbox: Pick<SandboxProcess, 'apiUrl'>,
  merchantOrderId: string,
): Promise<{ state: string; statusChecks: number } | null> {
  const response = await fetch(`${sandbox.apiUrl}/test/payments/${encodeURIComponent(merchantOrderId)}`);
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  return (await response.json()) as { state: string; statusChecks: number };
}

/**
 * A fresh database that several shop processes can share, or null (with the reason printed) when
 * the only database at hand is the embedded engine, which lives inside one process.
 */
export async function databaseForProcesses(suite: string): Promise<TestDatabase | null> {
  const database = await createTestDatabase();
  if (database.kind !== 'embedded') return database;
  await database.drop();
  console.warn(
    `${suite} suite skipped: it runs the shop as child processes on a shared Postgres, which the embedded engine cannot be; set TEST_DATABASE_URL to run it`,
  );
  return null;
}

/** A suite's own SQL on a database its shop processes share: rows typed as the caller declares them. */
export interface SuiteSql {
  pool: pg.Pool;
  sql<T extends object = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** A `SELECT count(*)::int AS n …` query's one figure. */
  count(text: string, params?: unknown[]): Promise<number>;
  /**
   * Resolves once no session but the suite's own is open on the database. A killed shop's
   * backends outlive it: one that had received its COMMIT (and waits for the WAL flush, slow on a
   * loaded disk) still commits, after the shop's sockets are gone and possibly after the suite's
   * next query, so a count taken before this can miss an order.
   */
  untilOnlySuiteSessions(timeoutMs?: number): Promise<void>;
}

// How the suite's own sessions are told apart from its shops' in pg_stat_activity.
const SUITE_APPLICATION_NAME = 'test-suite';

function openSuiteSql(url: string): SuiteSql {
  const pool = new pg.Pool({ connectionString: url, max: 3, application_name: SUITE_APPLICATION_NAME });
  // Dropping the database at the end terminates connections pool.end() is still closing.
  pool.on('error', () => {});
  const sql = async <T extends object>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[];
  const count = async (text: string, params: unknown[] = []) => (await sql<{ n: number }>(text, params))[0].n;
  return {
    pool,
    sql,
    count,
    untilOnlySuiteSessions: (timeoutMs = 10_000) =>
      eventually(
        async () =>
          (await count(
            `SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND backend_type = 'client backend' AND application_name <> $1`,
            [SUITE_APPLICATION_NAME],
          )) === 0,
        timeoutMs,
      ),
  };
}

/** What a suite of real shop processes shares: its database (and SQL pool on it) and the standalone sandbox. */
export interface ProcessSuite {
  db: SuiteSql;
  sandbox: SandboxProcess;
  /** Where the sandbox delivers webhooks, as PhonePe does to the load balancer: start the first shop on it. */
  port: number;
  /** Starts a shop process on the suite's database, paid at its sandbox (on `port` when given). */
  startShop(port?: number): Promise<ServerProcess>;
  /** Stops the sandbox, closes the pool and drops the database, once the suite has stopped its shops. */
  close(): Promise<void>;
}

export async function startProcessSuite(database: TestDatabase, sandboxOptions: { payDelayMs?: number } = {}): Promise<ProcessSuite> {
  const db = openSuiteSql(database.url);
  const port = await freePort();
  const sandbox = await startSandboxProcess(`http://127.0.0.1:${port}`, sandboxOptions);
  const env = checkoutProcessEnv(sandbox);
  return {
    db,
    sandbox,
    port,
    startShop: (shopPort) => startShopProcess({ databaseUrl: database.url, port: shopPort, env }),
    async close() {
      await sandbox.stop();
      await db.pool.end();
      await database.drop();
    },
  };
}
