import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A fresh, empty Postgres database for one test suite, from the first source that works:
 * TEST_DATABASE_URL (a real server: a new database is created on it and dropped afterwards),
 * then testcontainers when a Docker engine answers, then the embedded engine.
 */
export interface TestDatabase {
  url: string;
  kind: 'server' | 'container' | 'embedded';
  /** Pool size the database can take (the embedded engine's socket is limited). */
  poolSize: number;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createOnServer(serverUrl, 'server', async () => {});
  const container = await tryContainer();
  if (container) return container;
  return createEmbedded();
}

async function createOnServer(serverUrl: string, kind: TestDatabase['kind'], stopServer: () => Promise<void>): Promise<TestDatabase> {
  const name = `shop_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    kind,
    poolSize: 10,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
      await stopServer();
    },
  };
}

/** testcontainers fails fast without a Docker engine; anything slow or broken means "no". */
async function tryContainer(): Promise<TestDatabase | null> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await Promise.race([
      getContainerRuntimeClient(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('no container runtime in time')), 1500)),
    ]);
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:16-alpine').start();
    return createOnServer(container.getConnectionUri(), 'container', async () => {
      await container.stop();
    });
  } catch {
    return null;
  }
}

async function createEmbedded(): Promise<TestDatabase> {
  const { startEmbeddedPostgres } = await import('@server/db/embedded-postgres.js');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-test-'));
  const embedded = await startEmbeddedPostgres({ dataDir: dir, maxConnections: 10 });
  return {
    url: embedded.url,
    kind: 'embedded',
    poolSize: embedded.poolSize,
    async drop() {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
