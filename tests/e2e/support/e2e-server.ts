import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ASYNC_CONTEXT_FRAME_FLAG } from '@server/kernel/request-scope.js';
import { startSmtpInbox, type SmtpInbox } from '../../support/smtp-inbox.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';
import { E2E_ADMIN, E2E_MAILBOX_URL, E2E_PORT } from './e2e-env.js';

/**
 * A real SMTP peer for the shop's e-mails, and a read-only view of what it received for the specs
 * (which run in other processes): GET / answers every message as { to, subject, text }.
 */
async function startMailbox(): Promise<{ inbox: SmtpInbox; close: () => Promise<void> }> {
  const inbox = await startSmtpInbox();
  const view = createServer((_req, res) => {
    const messages = inbox.messages.map((mail) => ({
      to: [mail.to ?? []].flat().flatMap((address) => address.value.map((entry) => entry.address?.toLowerCase() ?? '')),
      subject: mail.subject ?? '',
      text: mail.text ?? '',
    }));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
  });
  const { port } = new URL(E2E_MAILBOX_URL);
  await new Promise<void>((resolve) => view.listen(Number(port), '127.0.0.1', resolve));
  return { inbox, close: () => Promise.all([inbox.close(), new Promise<void>((resolve) => view.close(() => resolve()))]).then(() => {}) };
}

/**
 * Playwright's webServer command: starts the real server as production runs it (the compiled
 * `dist/server/src/main.js`, built first when a source is newer) against a
 * FRESH database, and removes that database when Playwright stops it. With TEST_DATABASE_URL a
 * new database is created on that Postgres server; otherwise the embedded engine runs in a
 * temporary data directory. (Playwright starts web servers before globalSetup, so the database
 * is made here rather than there.)
 */
async function main() {
  let database: TestDatabase | null = null;
  let dataDir: string | null = null;
  const mailbox = await startMailbox();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    PAYMENT_RECONCILE_SECONDS: '0',
    // Every spec signs in and orders from 127.0.0.1; the per-address limits are for the public.
    RATE_LIMIT_LOGINS_PER_MINUTE: '10000',
    RATE_LIMIT_ORDERS_PER_MINUTE: '10000',
    RATE_LIMIT_DISCOUNT_CHECKS_PER_MINUTE: '10000',
    RATE_LIMIT_DISCOUNT_CHECKS_PER_MINUTE_SHOP: '10000',
    ORDER_MAX_UNPAID_PER_ADDRESS: '10000',
    ORDER_MAX_UNPAID_PER_EMAIL: '10000',
    ORDER_MAX_UNITS_PER_PRODUCT: '99',
    ORDER_MAX_STOCK_SHARE_PERCENT: '100',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    SMTP_URL: mailbox.inbox.url,
    // Parcels go through the built-in courier sandbox, as a developer's shop runs with SHIPPING_PROVIDER=shiprocket.
    SHIPPING_PROVIDER: process.env.SHIPPING_PROVIDER ?? 'shiprocket',
    MAIL_FROM: 'Herbal Roots <care@herbalroots.test>',
  };
  if (process.env.TEST_DATABASE_URL) {
    database = await createTestDatabase();
    env.DATABASE_URL = database.url;
  } else {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-e2e-'));
    delete env.DATABASE_URL;
    env.DATA_DIR = dataDir;
  }

  const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs', 'server'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('building the server failed');
  const server = spawn(process.execPath, [ASYNC_CONTEXT_FRAME_FLAG, 'dist/server/src/main.js'], { env, stdio: 'inherit' });

  let cleaned = false;
  const cleanUp = async () => {
    if (cleaned) return;
    cleaned = true;
    await mailbox.close().catch(() => {});
    await database?.drop().catch((error) => process.stderr.write(`could not drop the e2e database: ${String(error)}\n`));
    if (dataDir) await rm(dataDir, { recursive: true, force: true }).catch(() => {});
  };

  const stop = (signal: NodeJS.Signals) => {
    if (server.exitCode == null) server.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  // The listener cannot be async (nothing awaits it); exit once the database is dropped.
  server.on('exit', (code) => {
    void cleanUp().finally(() => process.exit(code ?? 0));
  });
}

main().catch((error) => {
  process.stderr.write(`e2e server could not start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
