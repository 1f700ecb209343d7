import type { Env } from '@server/config/env.js';

export interface SandboxCredentials {
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  webhookUsername: string;
  webhookPassword: string;
}

/** Fixed local defaults: fine on a developer's machine, never on a public server. */
const DEFAULTS = {
  clientId: 'HERBAL_SANDBOX_CLIENT',
  clientSecret: 'herbal-sandbox-secret',
  webhookUsername: 'herbal_sandbox',
  webhookPassword: 'sandbox_webhook_1',
};

/**
 * The credentials the sandbox accepts and signs with: configured ones, else the local defaults.
 * In production (ALLOW_SANDBOX_IN_PRODUCTION=true) env.ts refuses to start without explicit ones,
 * because with the public defaults anyone could take a token, open payments and pay or fail them.
 */
export function sandboxCredentials(env: Env): SandboxCredentials {
  return {
    clientId: env.PHONEPE_CLIENT_ID ?? DEFAULTS.clientId,
    clientSecret: env.PHONEPE_CLIENT_SECRET ?? DEFAULTS.clientSecret,
    clientVersion: env.PHONEPE_CLIENT_VERSION,
    webhookUsername: env.PHONEPE_WEBHOOK_USERNAME ?? DEFAULTS.webhookUsername,
    webhookPassword: env.PHONEPE_WEBHOOK_PASSWORD ?? DEFAULTS.webhookPassword,
  };
}
