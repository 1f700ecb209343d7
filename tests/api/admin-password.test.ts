import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '@server/db/embedded-postgres.js';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/gql/gql.js';
import { LOGIN, startTestShop, TEST_ADMIN, type TestShop } from '../support/test-shop.js';

const run = promisify(execFile);

/** `npm run admin:password`: a lost admin password has a way back. */
let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop?.close();
});

function adminPassword(...args: string[]) {
  return run('npx', ['tsx', 'scripts/admin-password.ts', ...args], {
    env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: shop.database.url, ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: '' },
  });
}

const ME = graphql(`
  query AdminPasswordMe {
    me {
      email
    }
  }
`);

async function login(password: string) {
  const client = shop.client();
  const result = await client.gql(LOGIN, { email: TEST_ADMIN.email, password });
  return { client, result };
}

describe('npm run admin:password', () => {
  it('sets a new password for the configured admin e-mail, ends its sessions and prints it', async () => {
    const { client: before } = await login(TEST_ADMIN.password);
    expect((await before.gql(ME)).data!.me?.email).toBe(TEST_ADMIN.email);

    const { stdout } = await adminPassword('a-brand-new-password');
    expect(stdout).toContain(`Login:    ${TEST_ADMIN.email}`);
    expect(stdout).toContain('Password: a-brand-new-password');

    expect((await before.gql(ME)).data!.me).toBeNull();
    expect((await login(TEST_ADMIN.password)).result.data!.login.errors[0]?.message).toBe('Invalid email or password');
    expect((await login('a-brand-new-password')).result.data!.login.user?.email).toBe(TEST_ADMIN.email);
  });

  it('chooses a random password when none is given', async () => {
    const { stdout } = await adminPassword();
    const password = /Password: (\S+)/.exec(stdout)![1];
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect((await login(password)).result.data!.login.user?.email).toBe(TEST_ADMIN.email);
  });

  it('refuses a short password and changes nothing', async () => {
    const { stdout } = await adminPassword('kept-password-1');
    expect(stdout).toContain('kept-password-1');
    await expect(adminPassword('short')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('at least 8 characters') as string,
    });
    expect((await login('kept-password-1')).result.data!.login.user?.email).toBe(TEST_ADMIN.email);
  });
});

describe('npm run admin:password on the embedded database', () => {
  it('refuses while the shop has the embedded database open, and says so', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'admin-password-embedded-'));
    // This test process plays the running shop: it holds the embedded database open.
    const running = await startEmbeddedPostgres({ dataDir });
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, ADMIN_PASSWORD: '' };
      delete env.DATABASE_URL;
      await expect(run('npx', ['tsx', 'scripts/admin-password.ts', 'never-applied-1'], { env })).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining(`is in use by another process (PID ${process.pid}`) as string,
        stdout: expect.not.stringContaining('New admin password set') as string,
      });
    } finally {
      await running.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
