import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.js';

/** What an operator deploying to production sets beside the admin password (the sandbox allowed for a demo). */
const PRODUCTION = {
  NODE_ENV: 'production',
  ADMIN_EMAIL: 'owner@herbalroots.in',
  ALLOW_SANDBOX_IN_PRODUCTION: 'true',
  PHONEPE_CLIENT_ID: 'DEMO_CLIENT',
  PHONEPE_CLIENT_SECRET: 'demo-secret-not-the-default',
  PHONEPE_WEBHOOK_USERNAME: 'demo_hook',
  PHONEPE_WEBHOOK_PASSWORD: 'demo-hook-password',
};

describe('the admin password in production', () => {
  it.each([
    ['the old compose default', 'change-me-please'],
    ['a known default, however written', 'Password123'],
    ['a short one', 'Rt5#kq9!'],
    ['one of few different characters', 'abababababababab'],
    ['a short one of one kind', 'neemtulsiamla'],
  ])('refuses %s, naming ADMIN_PASSWORD but never its value', (_why, password) => {
    expect(() => loadEnv({ ...PRODUCTION, ADMIN_PASSWORD: password })).toThrow(EnvError);
    try {
      loadEnv({ ...PRODUCTION, ADMIN_PASSWORD: password });
    } catch (error) {
      expect((error as Error).message).toMatch(/ADMIN_PASSWORD: /);
      expect((error as Error).message).not.toContain(password);
    }
  });

  it.each([
    ['a long passphrase', 'neem tulsi amla shikakai'],
    ['a mixed one of 12 characters', 'Kq7-vRt2!mZp'],
  ])('accepts %s', (_why, password) => {
    expect(loadEnv({ ...PRODUCTION, ADMIN_PASSWORD: password }).ADMIN_PASSWORD).toBe(password);
  });

  it('leaves development alone: a local shop may use a simple password', () => {
    expect(loadEnv({ NODE_ENV: 'development', ADMIN_PASSWORD: 'change-me-please' }).ADMIN_PASSWORD).toBe('change-me-please');
  });

  it('keeps the shop from starting: the process exits before it opens a database or a port', () => {
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      env: {
        ...process.env,
        ...PRODUCTION,
        ADMIN_PASSWORD: 'change-me-please',
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
        PORT: '0',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('ADMIN_PASSWORD: is a known default or example password');
    expect(started.stderr).not.toContain('change-me-please');
  }, 90_000);
});
