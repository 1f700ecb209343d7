import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import cookieParser from 'cookie-parser';
import express, { type Express, type Request, type Response } from 'express';
import type { DataSource } from 'typeorm';
import type { Env } from './config/env.js';
import { CatalogueChangeFeed, watchProductWrites } from './db/catalogue-change-feed.js';
import { createGraphQLMiddleware, schemaHandler } from './graphql/server.js';
import { createTrustedDocuments } from './graphql/trusted-documents.js';
import { createCatalogueResponseCache, type CatalogueResponseCache } from './http/catalogue-response-cache.js';
import { compressDynamicResponses } from './http/compressed-responses.js';
import { createCompressedFiles } from './http/compressed-static.js';
import { errorHandler } from './http/error-handler.js';
import { fixedHeaders } from './http/fixed-headers.js';
import { plainJsonBody } from './http/json-body.js';
import { requestContextMiddleware } from './http/request-context.middleware.js';
import { securityHeaders } from './http/security-headers.js';
import { createServerRenderedPages, type ServerRenderedPages } from './http/server-rendered-pages.js';
import type { Logger } from './logger.js';
import { createPaymentProvider } from './payments/create-payment-provider.js';
import { createPaymentRoutes } from './payments/payment.routes.js';
import { createPhonePeSandboxRouter, PHONEPE_SANDBOX_PATH } from './payments/phonepe-sandbox.js';
import { createOrdersRestRouter } from './rest/orders.rest.js';
import { createUsersRestRouter } from './rest/users.rest.js';
import { createServices, type ShopServices } from './services/services.js';

export interface ShopApp {
  app: Express;
  /**
   * What the HTTP server should call for each request: the express app, with the catalogue
   * cache's front door ahead of it when the cache is on.
   */
  requestListener: (req: IncomingMessage, res: ServerResponse) => void;
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
  /** Folder of the built page renderer; defaults to client/dist-ssr. */
  rendererDist?: string;
}

const JSON_BODY_LIMIT_BYTES = 64 * 1024;

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
  // API answers are no-store: an ETag (a SHA-1 of every JSON body) buys nothing. Static files
  // keep theirs (serve-static and the compressed copies make their own).
  app.set('etag', false);
  const catalogueCache = env.CATALOG_CACHE === 'on' ? await startCatalogueCache(dataSource, services, logger) : null;
  // First of all, before express's own request set-up: a repeat of a catalogue read answered
  // before is answered again from memory, headers (security headers included) as they were sent
  // the first time. Everything else, hit or not, continues into express as usual.
  app.use(await fixedHeaders(securityHeaders(production)));
  app.use(compressDynamicResponses());

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
  app.use(plainJsonBody(JSON_BODY_LIMIT_BYTES));
  app.use(express.json({ limit: JSON_BODY_LIMIT_BYTES }));
  // Introspection is off in production; integrators read the schema here. Persisted documents
  // are resolved before the response cache, so a request by hash is cached like any other.
  app.get('/schema.graphql', schemaHandler());
  app.use('/graphql', createTrustedDocuments({ mode: env.TRUSTED_DOCUMENTS, logger }).middleware);
  // Before the session lookup and GraphQL: a hit needs neither.
  if (catalogueCache) app.use('/graphql', catalogueCache.middleware);
  app.use(requestContextMiddleware(services, production));

  app.use('/api/users', createUsersRestRouter(services, production));
  app.use('/api/orders', createOrdersRestRouter(services));
  app.use('/api', (_req, res) => {
    res.status(404).json({ message: 'No such endpoint' });
  });

  const graphql = await createGraphQLMiddleware({ services, env, logger });
  app.use('/graphql', graphql.middleware);

  serveClient(
    app,
    createServerRenderedPages(
      options.clientDist ?? path.resolve('client/dist'),
      options.rendererDist ?? path.resolve('client/dist-ssr'),
      logger,
      catalogueCache ? { changes: services.catalog.changes, isTrustworthy: catalogueCache.isTrustworthy } : null,
    ),
  );
  app.use(errorHandler(logger));

  return {
    app,
    requestListener: catalogueCache ? answerRepeatsFirst(app, catalogueCache.frontDoor) : app,
    services,
    async stop() {
      await graphql.stop();
      services.payments.stopReconciling();
      await services.rateLimiter.close();
      await catalogueCache?.stop();
    },
  };
}

/**
 * The cache's front door ahead of the express app: a cached repeat is answered without express's
 * per-request set-up and middleware chain (a third of the cost of a hit); everything else goes
 * to the app unchanged.
 */
function answerRepeatsFirst(app: Express, frontDoor: CatalogueResponseCache['frontDoor']) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST' || (req.url !== '/graphql' && !req.url?.startsWith('/graphql?'))) return app(req, res);
    frontDoor(req as Request, res as Response, (error?: unknown) => {
      if (!error) return app(req, res);
      // The body could not be read (the client went away, or sent less than it announced).
      res.statusCode = 400;
      res.end();
    });
  };
}

/**
 * The response cache for public catalogue reads, emptied on every change to products: this
 * process's writes as they commit (TypeORM watcher, CatalogService's own signal), and other
 * processes' through the database trigger's NOTIFY.
 */
async function startCatalogueCache(
  dataSource: DataSource,
  services: ShopServices,
  logger: Logger,
): Promise<Pick<CatalogueResponseCache, 'frontDoor' | 'middleware'> & { isTrustworthy(): boolean; stop(): Promise<void> }> {
  const changes = services.catalog.changes;
  const unwatch = watchProductWrites(dataSource, changes);
  const url = (dataSource.options as { url?: string }).url;
  const feed = url ? new CatalogueChangeFeed({ url, dataSource, changes, logger }) : null;
  await feed?.start();
  const isTrustworthy = () => feed?.watching ?? false;
  const cache = createCatalogueResponseCache({ changes, isTrustworthy, bodyLimitBytes: JSON_BODY_LIMIT_BYTES });
  return {
    frontDoor: cache.frontDoor,
    middleware: cache.middleware,
    isTrustworthy,
    async stop() {
      cache.stop();
      unwatch();
      await feed?.stop();
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
        res.status(page.status).setHeader('Cache-Control', 'no-cache').type('html').send(page.html);
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
