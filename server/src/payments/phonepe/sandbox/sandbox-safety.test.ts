import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '@server/config/env.js';
import { createLogger } from '@server/kernel/logger.js';
import { createPhonePeSandboxRouter } from '../phonepe-sandbox.js';

/**
 * ALLOW_SANDBOX_IN_PRODUCTION ("Safety of the sandbox itself"): with it, the sandbox
 * needs explicit credentials (the built-in ones are public), accepts only redirect URLs under the
 * shop's PUBLIC_URL, acts only on payments the shop created, and has no test routes.
 */
const PRODUCTION = {
  NODE_ENV: 'production',
  PAYMENTS_MODE: 'sandbox',
  ALLOW_SANDBOX_IN_PRODUCTION: 'true',
};
const EXPLICIT = {
  PHONEPE_CLIENT_ID: 'DEMO_CLIENT',
  PHONEPE_CLIENT_SECRET: 'demo-secret-not-the-default',
  PHONEPE_WEBHOOK_USERNAME: 'demo_hook',
  PHONEPE_WEBHOOK_PASSWORD: 'demo-hook-password',
};

describe('the sandbox in production', () => {
  it('refuses to start with the built-in default credentials', () => {
    expect(() => loadEnv(PRODUCTION)).toThrow(EnvError);
    expect(() => loadEnv(PRODUCTION)).toThrow(/PHONEPE_CLIENT_ID: is required when the sandbox runs in production/);
    expect(() => loadEnv({ ...PRODUCTION, ...EXPLICIT })).not.toThrow();
  });

  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    const env = loadEnv({ ...PRODUCTION, ...EXPLICIT, LOG_LEVEL: 'silent' });
    const app = express();
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const publicUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    app.use('/sandbox/phonepe', createPhonePeSandboxRouter({ publicUrl, env, logger: createLogger('silent') }));
    base = `${publicUrl}/sandbox/phonepe`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('issues tokens only for the explicit credentials', async () => {
    const token = (clientId: string, clientSecret: string) =>
      fetch(`${base}/v1/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: clientId,
          client_secret: clientSecret,
          client_version: '1',
          grant_type: 'client_credentials',
        }),
      });
    expect((await token('HERBAL_SANDBOX_CLIENT', 'herbal-sandbox-secret')).status).toBe(401);
    const ok = await token(EXPLICIT.PHONEPE_CLIENT_ID, EXPLICIT.PHONEPE_CLIENT_SECRET);
    expect(ok.status).toBe(200);
    const { access_token: accessToken } = (await ok.json()) as { access_token: string };

    // Redirects off the shop's own address are refused: no open redirect on its origin.
    const pay = (redirectUrl: string) =>
      fetch(`${base}/checkout/v2/pay`, {
        method: 'POST',
        headers: { authorization: `O-Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          merchantOrderId: `safety-${Math.random().toString(36).slice(2)}`,
          amount: 1000,
          expireAfter: 600,
          paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl } },
        }),
      });
    expect((await pay('https://evil.example/phish')).status).toBe(400);
    expect((await pay(`${base.replace('/sandbox/phonepe', '')}.evil.example/x`)).status).toBe(400);
    expect((await pay(`${base.replace('/sandbox/phonepe', '')}/api/payments/phonepe/return`)).status).toBe(200);
  });

  it('acts on no payment it did not create, and has no test routes', async () => {
    const unknown = await fetch(`${base}/pay/OMO1234`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
      redirect: 'manual',
    });
    expect(unknown.status).toBe(404);
    const settle = await fetch(`${base}/test/settle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ merchantOrderId: 'x', outcome: 'success' }),
    });
    expect(settle.status).toBe(404);
    expect(await settle.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
