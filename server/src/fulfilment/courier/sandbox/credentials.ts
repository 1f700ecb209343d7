import type { Env } from '@server/config/env.js';

export interface CourierCredentials {
  email: string;
  password: string;
  webhookToken: string;
  pickupLocation: string;
  pickupPostcode: string;
}

/** Fixed local defaults for the sandbox: fine on a developer's machine, never on a public server (env.ts refuses). */
const SANDBOX_DEFAULTS: CourierCredentials = {
  email: 'courier-sandbox@herbalroots.test',
  password: 'courier-sandbox-password',
  webhookToken: 'courier-sandbox-webhook-token',
  pickupLocation: 'Primary',
  pickupPostcode: '560001',
};

/** The aggregator's credentials as configured, the sandbox's defaults filling what is unset. */
export function courierCredentials(env: Env): CourierCredentials {
  return {
    email: env.SHIPROCKET_EMAIL ?? SANDBOX_DEFAULTS.email,
    password: env.SHIPROCKET_PASSWORD ?? SANDBOX_DEFAULTS.password,
    webhookToken: env.SHIPROCKET_WEBHOOK_TOKEN ?? SANDBOX_DEFAULTS.webhookToken,
    pickupLocation: env.SHIPROCKET_PICKUP_LOCATION ?? SANDBOX_DEFAULTS.pickupLocation,
    pickupPostcode: env.SHIPROCKET_PICKUP_POSTCODE ?? SANDBOX_DEFAULTS.pickupPostcode,
  };
}

/** Whether the courier sandbox runs in this process: COURIER_SANDBOX, else everywhere but production. */
export function courierSandboxOn(env: Env): boolean {
  return env.COURIER_SANDBOX ?? env.NODE_ENV !== 'production';
}
