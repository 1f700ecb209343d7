import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { DataSource } from 'typeorm';
import type { Env } from './config/env.js';
import { createGraphQLMiddleware, schemaHandler } from './graphql/server.js';
import { createTrustedDocuments } from './graphql/trusted-documents.js';
import { startCatalogueCache } from './catalogue/cache/catalogue-response-cache.js';
import { bearerTokenAuthentication } from './http/api-token-auth.js';
import { compressDynamicResponses } from './http/pages/compressed-responses.js';
import { createCompressedFiles } from './http/pages/compressed-static.js';
import { corsForGraphQL } from './http/cors.js';
import { errorHandler } from './http/error-handler.js';
import { fixedHeaders } from './http/fixed-headers.js';
import { routeFrontDoor } from './http/route-front-door.js';
import { plainJsonBody, refuseNulBytes } from './http/json-body.js';
import { requestContextMiddleware } from './http/request-context.middleware.js';
import { securityHeaders } from './http/security-headers.js';
import { createServerRenderedPages, type ServerRenderedPages } from './http/pages/server-rendered-pages.js';
import { createSitemapRoutes } from './http/pages/sitemap.js';
import { graphiqlRoutes } from './http/pages/graphiql.js';
import type { Logger } from './kernel/logger.js';
import { createPaymentProvider } from './payments/phonepe/create-payment-provider.js';
import { createPaymentRoutes } from './rest/payment.routes.js';
import { PAYMENTS_MOUNT, PHONEPE_SANDBOX_PATH } from './payments/payment-paths.js';
import { createPhonePeSandbox } from './payments/phonepe/phonepe-sandbox.js';
import { createContactFormRouter } from './rest/contact-form.rest.js';
import { createTrackOrderFormRouter } from './rest/track-order-form.rest.js';
import { createOrdersRestRouter } from './rest/orders.rest.js';
import { createProductImageRoutes, createProductImageUploadRouter } from './rest/product-images.rest.js';
import { createUsersRestRouter } from './rest/users.rest.js';
import { createProductCsvRouter } from './rest/product-csv.rest.js';
import { createPincodesRestRouter } from './rest/pincodes.rest.js';
import { adoptUnqueuedWork } from './shop-jobs.js';
import { createCourierTrackingRoutes } from './rest/courier-tracking.routes.js';
import { COURIER_SANDBOX_PATH, COURIER_TRACKING_WEBHOOK_PATH } from './fulfilment/courier/courier-paths.js';
import { createCourierSandbox } from './fulfilment/courier/courier-sandbox.js';
import { courierCredentials, courierSandboxOn } from './fulfilment/courier/sandbox/credentials.js';
import { createAccountExportRouter, createMarketingRouter } from './rest/personal-data.rest.js';
import { createBackInStockRouter } from './rest/back-in-stock.rest.js';
import { createServices, type ShopServices } from './container.js';
import { healthRoutes } from './observability/health-routes.js';
import { createMetricsEndpoint, type MetricsEndpoint } from './observability/metrics-endpoint.js';
import { observeRequests, withRequestIdHeader } from './observability/request-observer.js';

export interface ShopApp {
  app: Express;
  /**
   * What the HTTP server should call for each request: the express app, with the catalogue
   * cache's front door ahead of it when the cache is on.
   */
  requestListener: (req: IncomingMessage, res: ServerResponse) => void;
  services: ShopServices;
  /** /metrics as text, also for a separate METRICS_PORT. */
  metrics: MetricsEndpoint;
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
  /** Folder of the built page renderer; defaults to client/dist-ssr. */
  rendererDist?: string;
}

const JSON_BODY_LIMIT_BYTES = 64 * 1024;
/** Admins (and tokens with the catalogue scope) upload product images here (product-images.rest.ts). */
const PRODUCT_IMAGE_UPLOAD_PATH = '/api/admin/product-images';
/** Admins export and import the catalogue as CSV here (product-csv.rest.ts). */
const PRODUCT_CSV_PATH = '/api/admin/products.csv';

/** Builds the whole shop as one express app: client, GraphQL, REST shims, payments, health. */
export async function createApp(options: CreateAppOptions): Promise<ShopApp> {
  const { env, dataSource, logger, publicUrl } = options;
  const production = env.NODE_ENV === 'production';
  const paymentProvider = createPaymentProvider(env, publicUrl);
  const sandbox = env.PAYMENTS_MODE === 'sandbox' ? createPhonePeSandbox({ publicUrl, env, logger }) : null;
  const services = createServices({ dataSource, env, publicUrl, paymentProvider, paymentSandbox: sandbox?.sandbox ?? null, logger });
  const metrics = createMetricsEndpoint({ dataSource, token: env.METRICS_TOKEN });

  // Background jobs (e-mail, webhooks, scheduled checks) queued by this or any other process run
  // here too (kernel/job-queue.ts); work written before the queue existed is given its jobs.
  await services.jobs.start();
  await adoptUnqueuedWork(services.jobs, services);

  const app = express();
  app.disable('x-powered-by');
  // Only the hops the operator named may say who the client is (TRUST_PROXY, default loopback):
  // any other peer's X-Forwarded-For is ignored, so a client cannot choose its own address.
  app.set('trust proxy', env.TRUST_PROXY);
  // API answers are no-store: an ETag (a SHA-1 of every JSON body) buys nothing. Static files
  // keep theirs (serve-static and the compressed copies make their own).
  app.set('etag', false);
  const catalogueCache =
    env.CATALOGUE_CACHE === 'on'
      ? await startCatalogueCache({ dataSource, changes: services.catalogue.changes, logger, bodyLimitBytes: JSON_BODY_LIMIT_BYTES })
      : null;
  // Its request listener answers a kept catalogue read before express's own request set-up,
  // headers (security headers included) as they were sent the first time.
  app.use(await fixedHeaders(securityHeaders(production)));
  app.use(compressDynamicResponses());

  // Uploaded product images, from the database: no session, cookie or body parsing needed.
  app.use(createProductImageRoutes(services));

  app.use(healthRoutes(dataSource));
  app.get('/metrics', metrics.handler);

  if (sandbox) app.use(PHONEPE_SANDBOX_PATH, sandbox.router);
  if (courierSandboxOn(env)) app.use(COURIER_SANDBOX_PATH, createCourierSandbox({ publicUrl, env, logger }));
  // Parses its own body after checking the x-api-key header (nothing is read for a wrong key).
  if (env.SHIPPING_PROVIDER === 'shiprocket') {
    app.use(COURIER_TRACKING_WEBHOOK_PATH, createCourierTrackingRoutes(services, courierCredentials(env).webhookToken, logger));
  }

  // The webhook must see the raw body to authenticate it, so payment routes parse their own.
  app.use(PAYMENTS_MOUNT, createPaymentRoutes(services, logger));

  // Browser apps on CORS_ORIGINS may call the API with a token; preflights end here.
  app.use('/graphql', corsForGraphQL(env.CORS_ORIGINS));
  app.use(cookieParser());
  app.use(plainJsonBody(JSON_BODY_LIMIT_BYTES));
  app.use(express.json({ limit: JSON_BODY_LIMIT_BYTES }));
  // Postgres cannot store NUL: refused here for every string the API accepts (json-body.ts).
  app.use(refuseNulBytes());
  // Introspection is off in production; integrators read the schema here. Persisted documents
  // are resolved before the response cache, so a request by hash is cached like any other.
  app.get('/schema.graphql', schemaHandler());
  app.use('/graphql', createTrustedDocuments({ mode: env.TRUSTED_DOCUMENTS, logger }).middleware);
  // Before the session lookup and GraphQL: a hit needs neither.
  // A bearer token is checked (401 when wrong) and counted before anything answers for it;
  // such requests, and cross-origin ones, bypass the response cache (cors.ts).
  app.use('/graphql', bearerTokenAuthentication(services));
  app.use(PRODUCT_IMAGE_UPLOAD_PATH, bearerTokenAuthentication(services));
  app.use(PRODUCT_CSV_PATH, bearerTokenAuthentication(services));
  if (catalogueCache) app.use('/graphql', catalogueCache.beforeGraphQL);
  app.use(requestContextMiddleware(services, production));

  app.use('/api/users', createUsersRestRouter(services, production));
  app.use('/api/orders', createOrdersRestRouter(services));
  app.use('/api/pincodes', createPincodesRestRouter(services));
  app.use('/api/account', createAccountExportRouter(services));
  app.use('/api/marketing', createMarketingRouter(services));
  app.use('/api/back-in-stock', createBackInStockRouter(services));
  app.use(PRODUCT_IMAGE_UPLOAD_PATH, createProductImageUploadRouter(services));
  app.use(PRODUCT_CSV_PATH, createProductCsvRouter(services));
  // The contact page's form posted before the storefront's scripts ran (GET /contact is the page).
  app.use('/contact', createContactFormRouter(services, logger));
  // The same for the track-order form (GET /track-order is the page).
  app.use('/track-order', createTrackOrderFormRouter(services, logger));
  app.use('/api', (_req, res) => {
    res.status(404).json({ message: 'No such endpoint' });
  });

  const graphql = await createGraphQLMiddleware({ services, env, logger });
  app.use('/graphql', graphql.middleware);

  // Before the client's files: robots.txt names the sitemap, which lists every public page.
  app.use(createSitemapRoutes(services.catalogue, publicUrl, logger));
  // The API explorer, before the storefront's fallback; in production only when GRAPHIQL is set.
  app.use('/graphiql', graphiqlRoutes({ enabled: !production || env.GRAPHIQL, dist: path.resolve('client/dist-graphiql') }));
  serveClient(
    app,
    createServerRenderedPages(
      options.clientDist ?? path.resolve('client/dist'),
      options.rendererDist ?? path.resolve('client/dist-ssr'),
      logger,
      catalogueCache?.pages ?? null,
      { publicUrl },
    ),
  );
  app.use(errorHandler(logger));

  // POST /graphql, every uncached read and every mutation, goes through the handlers the router
  // would run for it without the router's walk of the whole stack (route-front-door.ts).
  const graphqlDoor = routeFrontDoor(app, 'POST', '/graphql');
  if (!graphqlDoor) logger.warn('POST /graphql cannot be routed ahead of express; the router takes it');
  const shop = graphqlDoor
    ? (req: IncomingMessage, res: ServerResponse) => {
        if (req.method === 'POST' && req.url === '/graphql') graphqlDoor(req, res);
        else app(req, res);
      }
    : app;

  return {
    app,
    // Outermost: every request gets its id and access line, cache hits included (the cache sends
    // the id with a kept answer's head; the app's answers set it first).
    requestListener: observeRequests(
      catalogueCache ? catalogueCache.requestListener(withRequestIdHeader(shop)) : withRequestIdHeader(shop),
      logger,
    ),
    services,
    metrics,
    async stop() {
      await graphql.stop();
      // Runs under way finish (an SMTP send, a webhook request); nothing new is taken.
      await services.jobs.stop();
      await services.rateLimiter.close();
      await catalogueCache?.stop();
    },
  };
}

/**
 * The built client with SPA fallback, text files compressed, public catalogue pages rendered on
 * the server; a plain page until the client has been built.
 */
function serveClient(app: Express, serverRendered: ServerRenderedPages) {
  const dist = serverRendered.clientDist;
  const index = path.join(dist, 'index.html');
  const compressed = createCompressedFiles();
  if (existsSync(index)) {
    const assets = path.join(dist, 'assets');
    // Hashed file names: a changed file is a new URL, so browsers may keep these for good.
    app.use('/assets', compressed.serve(assets, 'public, max-age=31536000, immutable'));
    app.use('/assets', express.static(assets, { immutable: true, maxAge: '1y', fallthrough: false }));
    app.use(compressed.serve(dist, 'public, max-age=3600'));
    app.use(express.static(dist, { index: false, maxAge: '1h' }));
  }
  app.get('/{*path}', async (req, res, next) => {
    try {
      // A missing file (/robots.txt, /sitemap.xml, an old asset) is a 404, not the app's HTML:
      // crawlers would read the page as the file. Client routes never have an extension.
      if (path.extname(req.path)) {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      const page = await serverRendered.render(req);
      if (page) {
        // Prices and stock are in the HTML: revalidated on every visit, like the data itself.
        // X-Render: how the page was made (kept, shared with a concurrent request, rendered).
        res.status(page.status).setHeader('Cache-Control', 'no-cache').setHeader('X-Render', page.source);
        res.type('html').send(page.html);
        return;
      }
      if (existsSync(index)) {
        if (await compressed.send(req, res, index, 'no-cache')) return;
        res.setHeader('Cache-Control', 'no-cache');
        res.sendFile(index);
        return;
      }
      res
        .type('html')
        .send('<!doctype html><title>Herbal Roots</title><p>The shop is running. Build the client with <code>npm run build</code>.</p>');
    } catch (error) {
      next(error);
    }
  });
}
