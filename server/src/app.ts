import { existsSync } from 'node:fs';
import path from 'node:path';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { DataSource } from 'typeorm';
import type { Env } from './config/env.js';
import { createGraphQLMiddleware } from './graphql/server.js';
import { errorHandler } from './http/error-handler.js';
import { requestContextMiddleware } from './http/request-context.middleware.js';
import { securityHeaders } from './http/security-headers.js';
import type { Logger } from './logger.js';
import { createPaymentProvider } from './payments/create-payment-provider.js';
import { createPaymentRoutes } from './payments/payment.routes.js';
import { createPhonePeSandboxRouter, PHONEPE_SANDBOX_PATH } from './payments/phonepe-sandbox.js';
import { createOrdersRestRouter } from './rest/orders.rest.js';
import { createUsersRestRouter } from './rest/users.rest.js';
import { createServices, type ShopServices } from './services/services.js';

export interface ShopApp {
  app: Express;
  services: ShopServices;
  /** Stops graphql and background work (not the HTTP server or the database). */
  stop(): Promise<void>;
}

export interface CreateAppOptions {
  env: Env;
  dataSource: DataSource;
  logger: Logger;
  /** Base URL browsers use to reach this server. */
  publicUrl: string;
  /** Folder of the built client; defaults to client/dist. */
  clientDist?: string;
}

const JSON_BODY_LIMIT = '64kb';

/** Builds the whole shop as one express app: client, GraphQL, REST shims, payments, health. */
export async function createApp(options: CreateAppOptions): Promise<ShopApp> {
  const { env, dataSource, logger, publicUrl } = options;
  const production = env.NODE_ENV === 'production';
  const paymentProvider = createPaymentProvider(env, publicUrl);
  const services = createServices({ dataSource, env, publicUrl, paymentProvider, logger });

  const app = express();
  app.disable('x-powered-by');
  // Behind one load balancer, req.ip must be the client's address, not the balancer's.
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.use(securityHeaders(production));

  app.get('/healthz', async (_req, res) => {
    try {
      await dataSource.query('SELECT 1');
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  });

  if (env.PAYMENTS_MODE === 'sandbox') {
    app.use(PHONEPE_SANDBOX_PATH, createPhonePeSandboxRouter({ publicUrl, env, logger }));
  }

  // The webhook must see the raw body to authenticate it, so payment routes parse their own.
  app.use('/api/payments', createPaymentRoutes(services, logger));

  app.use(cookieParser());
  app.use(express.json({ limit: JSON_BODY_LIMIT }));
  app.use(requestContextMiddleware(services, production));

  app.use('/api/users', createUsersRestRouter(services, production));
  app.use('/api/orders', createOrdersRestRouter(services));
  app.use('/api', (_req, res) => {
    res.status(404).json({ message: 'No such endpoint' });
  });

  const graphql = await createGraphQLMiddleware({ services, env, logger });
  app.use('/graphql', graphql.middleware);

  serveClient(app, options.clientDist ?? path.resolve('client/dist'));
  app.use(errorHandler(logger));

  return {
    app,
    services,
    async stop() {
      await graphql.stop();
      services.payments.stopReconciling();
    },
  };
}

/** The built client with SPA fallback; a plain page until the client has been built. */
function serveClient(app: Express, dist: string) {
  const index = path.join(dist, 'index.html');
  if (existsSync(index)) {
    app.use(
      '/assets',
      express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
    );
    app.use(express.static(dist, { index: false, maxAge: '1h' }));
  }
  app.get('/{*path}', (req, res) => {
    if (existsSync(index)) {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index);
      return;
    }
    res
      .type('html')
      .send('<!doctype html><title>Herbal Roots</title><p>The shop is running. Build the client with <code>npm run build</code>.</p>');
  });
}
