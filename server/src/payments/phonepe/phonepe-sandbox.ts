import express from 'express';
import type { Env } from '../../config/env.js';
import { WEBHOOK_PATH } from '../payment-paths.js';
import type { Logger } from '../../kernel/logger.js';
import type { PaymentSandbox } from '../../kernel/payment-provider.js';
import { webhookAuthorization } from './phonepe-webhook.js';
import { sandboxCredentials } from './sandbox/credentials.js';
import { createFakeApiRouter, notFoundJson } from './sandbox/fake-api.js';
import { createPayPageRouter } from './sandbox/pay-page.js';
import { isOpen, SandboxStore } from './sandbox/store.js';
import { createTestRoutes } from './sandbox/test-routes.js';

/**
 * A local fake of PhonePe's Standard Checkout v2, mounted by our own server in sandbox mode (or
 * run alone by sandbox-server.ts). The real adapter (phonepe.client.ts) runs against it unchanged.
 * Its parts: the provider's state (sandbox/store.ts), the server-to-server API
 * (sandbox/fake-api.ts), the hosted pay page (sandbox/pay-page.ts) and test hooks
 * (sandbox/test-routes.ts, never in production).
 */

export interface SandboxOptions {
  /** Base URL browsers use to reach the sandbox's pay page. */
  publicUrl: string;
  env: Env;
  logger: Logger;
  /** Where webhooks go; defaults to the shop's webhook path under publicUrl (sandbox mounted in the shop). */
  webhookUrl?: string;
  /**
   * Redirect URLs a payment may send the shopper back to must lie under this; defaults to
   * publicUrl when the sandbox is mounted in the shop (no open redirect on the shop's origin).
   */
  redirectBase?: string | null;
}

export function createPhonePeSandboxRouter(options: SandboxOptions): express.Router {
  return createPhonePeSandbox(options).router;
}

/**
 * The sandbox's routes, and its settle hook for the shop's simulatePayment (null in production,
 * where the test hooks are not mounted either).
 */
export function createPhonePeSandbox({ publicUrl, env, logger, webhookUrl, redirectBase }: SandboxOptions): {
  router: express.Router;
  sandbox: PaymentSandbox | null;
} {
  const credentials = sandboxCredentials(env);
  const webhookAuth = webhookAuthorization(credentials.webhookUsername, credentials.webhookPassword);
  const target = webhookUrl ?? `${publicUrl}${WEBHOOK_PATH}`;

  /** Fire and forget, like PhonePe: the shop must not depend on it arriving, or arriving once. */
  const sendWebhook = (body: unknown) => {
    fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: webhookAuth },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    })
      .then(async (response) => {
        await response.body?.cancel();
        if (!response.ok) logger.warn('sandbox webhook was refused', { url: target, status: response.status });
      })
      .catch((error: unknown) => {
        logger.warn('sandbox webhook could not be delivered', {
          url: target,
          error: error instanceof Error ? error.message : String(error),
        });
      });
  };

  const store = new SandboxStore(sendWebhook, logger);
  const router = express.Router();
  router.use(
    createFakeApiRouter({
      store,
      credentials,
      publicUrl,
      redirectBase: redirectBase === null ? undefined : (redirectBase ?? (webhookUrl ? undefined : publicUrl)),
    }),
  );
  router.use(createPayPageRouter(store));
  const testing = env.NODE_ENV !== 'production';
  if (testing) router.use(createTestRoutes(store));
  router.use(notFoundJson);
  return { router, sandbox: testing ? settleHook(store) : null };
}

/** Settles a payment as the pay page's buttons do; the shop then asks for its status as usual. */
function settleHook(store: SandboxStore): PaymentSandbox {
  return {
    settle(merchantOrderId, outcome, failureCode) {
      const payment = store.byMerchantId.get(merchantOrderId);
      if (!payment) return 'no-payment';
      store.expireIfDue(payment);
      if (!isOpen(payment)) return 'closed';
      if (outcome === 'PAID') store.pay(payment, false);
      else store.fail(payment, failureCode, 'order', false);
      return 'settled';
    },
  };
}
