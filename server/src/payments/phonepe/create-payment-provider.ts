import type { Env } from '../../config/env.js';
import { PHONEPE_SANDBOX_PATH, paymentReturnUrl } from '../payment-paths.js';
import { createLogger, type Logger } from '../../kernel/logger.js';
import type { PaymentProvider } from '../../kernel/payment-provider.js';
import { PhonePeClient } from './phonepe.client.js';
import { sandboxCredentials } from './sandbox/credentials.js';

/**
 * The shop's payment provider. Both modes run the same PhonePe adapter; only where it points and
 * which credentials it uses differ, so going live is a change of environment variables.
 */
export function createPaymentProvider(env: Env, publicUrl: string, logger: Logger = createLogger(env.LOG_LEVEL)): PaymentProvider {
  const returnUrl = (merchantOrderId: string) => paymentReturnUrl(publicUrl, merchantOrderId);
  if (env.PAYMENTS_MODE === 'sandbox') {
    const sandboxUrl = `${publicUrl.replace(/\/+$/, '')}${PHONEPE_SANDBOX_PATH}`;
    return new PhonePeClient({
      authUrl: sandboxUrl,
      apiUrl: sandboxUrl,
      ...sandboxCredentials(env),
      returnUrl,
      timeoutMs: env.PHONEPE_TIMEOUT_MS,
      logger,
    });
  }
  // env.ts refuses PAYMENTS_MODE=phonepe unless every one of these is set.
  return new PhonePeClient({
    authUrl: required(env.PHONEPE_AUTH_URL),
    apiUrl: required(env.PHONEPE_API_URL),
    clientId: required(env.PHONEPE_CLIENT_ID),
    clientSecret: required(env.PHONEPE_CLIENT_SECRET),
    clientVersion: env.PHONEPE_CLIENT_VERSION,
    webhookUsername: required(env.PHONEPE_WEBHOOK_USERNAME),
    webhookPassword: required(env.PHONEPE_WEBHOOK_PASSWORD),
    returnUrl,
    timeoutMs: env.PHONEPE_TIMEOUT_MS,
    logger,
  });
}

function required(value: string | undefined): string {
  if (!value) throw new Error('PhonePe configuration is incomplete');
  return value;
}
