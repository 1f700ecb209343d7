import type { Env } from '../../config/env.js';
import type { Logger } from '../../kernel/logger.js';
import { COURIER_SANDBOX_API } from './courier-paths.js';
import { ManualShippingProvider } from './manual-shipping-provider.js';
import { courierCredentials, courierSandboxOn } from './sandbox/credentials.js';
import { ShiprocketClient } from './shiprocket.client.js';
import type { ShippingProvider } from './shipping-provider.js';

const PUBLIC_API = 'https://apiv2.shiprocket.in/v1/external';

/**
 * The shop's shipping provider. With the sandbox on and no SHIPROCKET_API_URL of its own, the
 * Shiprocket adapter talks to the stand-in inside this server, so going live is a change of
 * environment variables and nothing else.
 */
export function createShippingProvider(env: Env, publicUrl: string, logger: Logger): ShippingProvider {
  if (env.SHIPPING_PROVIDER === 'manual') return new ManualShippingProvider();
  const credentials = courierCredentials(env);
  const toSandbox = courierSandboxOn(env) && env.SHIPROCKET_API_URL === PUBLIC_API && !env.SHIPROCKET_EMAIL;
  return new ShiprocketClient({
    apiUrl: toSandbox ? `${publicUrl.replace(/\/+$/, '')}${COURIER_SANDBOX_API}` : env.SHIPROCKET_API_URL,
    email: credentials.email,
    password: credentials.password,
    pickupLocation: credentials.pickupLocation,
    pickupPostcode: credentials.pickupPostcode,
    timeoutMs: env.SHIPROCKET_TIMEOUT_MS,
    logger,
  });
}
