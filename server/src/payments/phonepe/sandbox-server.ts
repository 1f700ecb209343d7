import http from 'node:http';
import express from 'express';
import { z } from 'zod';
import { EnvError, loadEnv } from '../../config/env.js';
import { createLogger } from '../../kernel/logger.js';
import { PHONEPE_SANDBOX_PATH } from '../payment-paths.js';
import { createPhonePeSandboxRouter } from './phonepe-sandbox.js';

/**
 * The PhonePe sandbox on its own, as one provider in front of N shop processes:
 * what production looks like with PhonePe, for tests and demos of several instances. The sandbox
 * mounted inside a shop process keeps its payments in that process's memory, so a second shop
 * process could not see them; this one is shared.
 *
 *   PORT=4100 SANDBOX_WEBHOOK_URL=http://localhost:4000/api/payments/phonepe/webhook \
 *     node --import tsx server/src/payments/phonepe/sandbox-server.ts
 *
 * Shops then run with PAYMENTS_MODE=phonepe, PHONEPE_AUTH_URL=PHONEPE_API_URL=<this>/sandbox/phonepe
 * and the sandbox's credentials (PHONEPE_CLIENT_ID…, the same values on both sides; the defaults
 * are HERBAL_SANDBOX_CLIENT / herbal-sandbox-secret / herbal_sandbox / sandbox_webhook_1).
 */
const sandboxEnvSchema = z.object({
  /** Base URL browsers use to reach this sandbox's pay page; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  /** The shop's webhook (normally the load balancer's address). Required. */
  SANDBOX_WEBHOOK_URL: z.url(),
  /** Test hook: answer each "create payment" this much later, to widen the window a crash can hit. */
  SANDBOX_PAY_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
});

function main() {
  let env;
  let own;
  try {
    env = loadEnv();
    const parsed = sandboxEnvSchema.safeParse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')));
    if (!parsed.success) {
      throw new EnvError(
        `Invalid configuration:\n${parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')}`,
      );
    }
    own = parsed.data;
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL);
  const publicUrl = (own.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');

  const app = express();
  app.disable('x-powered-by');
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  if (own.SANDBOX_PAY_DELAY_MS > 0) {
    const delayMs = own.SANDBOX_PAY_DELAY_MS;
    app.post(`${PHONEPE_SANDBOX_PATH}/checkout/v2/pay`, (_req, _res, next) => {
      setTimeout(next, delayMs);
    });
  }
  app.use(PHONEPE_SANDBOX_PATH, createPhonePeSandboxRouter({ publicUrl, env, logger, webhookUrl: own.SANDBOX_WEBHOOK_URL }));

  const server = http.createServer(app);
  server.once('error', (error: NodeJS.ErrnoException) => {
    logger.error(error.code === 'EADDRINUSE' ? `port ${env.PORT} is already in use; set PORT to another port` : String(error));
    process.exit(1);
  });
  server.listen(env.PORT, env.HOST, () => {
    logger.info(`PhonePe sandbox ready on ${publicUrl}${PHONEPE_SANDBOX_PATH}, webhooks to ${own.SANDBOX_WEBHOOK_URL}`);
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 2_000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main();
