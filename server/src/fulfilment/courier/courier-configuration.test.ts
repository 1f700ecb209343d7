import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.js';
import { createLogger } from '../../kernel/logger.js';
import { createShippingProvider } from './create-shipping-provider.js';
import { courierSandboxOn } from './sandbox/credentials.js';

/** A production shop's payments, set up so that only the courier settings are under test. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PAYMENTS_MODE: 'phonepe',
  PHONEPE_AUTH_URL: 'https://api.phonepe.com/apis/identity-manager',
  PHONEPE_API_URL: 'https://api.phonepe.com/apis/pg',
  PHONEPE_CLIENT_ID: 'client',
  PHONEPE_CLIENT_SECRET: 'secret',
  PHONEPE_WEBHOOK_USERNAME: 'hook',
  PHONEPE_WEBHOOK_PASSWORD: 'hook-password',
};

const LIVE = {
  SHIPPING_PROVIDER: 'shiprocket',
  SHIPROCKET_EMAIL: 'api@herbalroots.in',
  SHIPROCKET_PASSWORD: 'a-long-api-password',
  SHIPROCKET_WEBHOOK_TOKEN: 'tracking-token-0123456789',
  SHIPROCKET_PICKUP_LOCATION: 'Primary',
  SHIPROCKET_PICKUP_POSTCODE: '600001',
};

/** The courier settings as an operator meets them: refused at start when incomplete, the sandbox kept out of production. */
describe('courier aggregator configuration', () => {
  it('ships by hand unless told otherwise', () => {
    const env = loadEnv(PRODUCTION);
    expect(env.SHIPPING_PROVIDER).toBe('manual');
    expect(createShippingProvider(env, 'https://shop.example', createLogger('silent')).name).toBe('manual');
  });

  it('refuses to start with the aggregator chosen but its account incomplete, naming each missing variable', () => {
    expect(() => loadEnv({ ...PRODUCTION, ...LIVE, SHIPROCKET_PASSWORD: '', SHIPROCKET_PICKUP_POSTCODE: '' })).toThrow(
      /SHIPROCKET_PASSWORD: is required when SHIPPING_PROVIDER=shiprocket\n {2}SHIPROCKET_PICKUP_POSTCODE: is required/,
    );
    expect(() => loadEnv({ ...LIVE, SHIPROCKET_PICKUP_POSTCODE: '60001' })).toThrow(
      /SHIPROCKET_PICKUP_POSTCODE: must be a six-digit PIN code/,
    );
    expect(() => loadEnv({ ...LIVE, SHIPROCKET_WEBHOOK_TOKEN: 'short' })).toThrow(
      /SHIPROCKET_WEBHOOK_TOKEN: must be at least 16 characters/,
    );
  });

  it('runs the sandbox in development, with no account needed, and refuses it in production unless allowed', () => {
    const development = loadEnv({ SHIPPING_PROVIDER: 'shiprocket' });
    expect(courierSandboxOn(development)).toBe(true);
    expect(() => loadEnv({ ...PRODUCTION, COURIER_SANDBOX: 'true' })).toThrow(
      /COURIER_SANDBOX: the courier sandbox refuses to run in production/,
    );
    expect(courierSandboxOn(loadEnv({ ...PRODUCTION, ...LIVE }))).toBe(false);
    // A production demo on the sandbox still needs its own credentials: the defaults are public.
    expect(() =>
      loadEnv({ ...PRODUCTION, ALLOW_SANDBOX_IN_PRODUCTION: 'true', COURIER_SANDBOX: 'true', SHIPPING_PROVIDER: 'shiprocket' }),
    ).toThrow(/SHIPROCKET_EMAIL: is required/);
  });
});
