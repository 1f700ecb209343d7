import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, Request, RequestHandler, Response } from 'express';
import type { DataSource } from 'typeorm';
import { CatalogueChangeFeed } from './catalogue-change-feed.js';
import type { Logger } from '../../kernel/logger.js';
import type { CatalogueChanges } from './catalogue-changes.js';
import { createCatalogueResponseCache } from './catalogue-response-cache.js';

/**
 * The one place the catalogue response cache is put together and plugged into the app: the change
 * feed that empties it, the cache itself, and the three hooks the app gives it. With
 * CATALOGUE_CACHE=off none of this exists and the app runs exactly as without a cache.
 */
export interface CatalogueCacheSeam {
  /** Mount at /graphql just before GraphQL (after trusted documents, before the session lookup). */
  beforeGraphQL: RequestHandler;
  /** The HTTP server's request listener: the cache's front door ahead of the express app. */
  requestListener(app: Express): (req: IncomingMessage, res: ServerResponse) => void;
  /** What server-rendered pages need to keep rendered copies under the same rule. */
  pages: { changes: CatalogueChanges; isTrustworthy(): boolean; caughtUp(): Promise<void> };
  stop(): Promise<void>;
}

export interface CatalogueCacheSeamOptions {
  dataSource: DataSource;
  changes: CatalogueChanges;
  logger: Logger;
  /** The JSON body limit: the front door reads bodies up to this size. */
  bodyLimitBytes: number;
  /** A product's orderLimit for its stock (QuoteService.orderLimit): cached answers showing it follow stock changes. */
  orderLimit?: (stock: number) => number;
}

/**
 * Starts the change feed (this process's writes and other processes' alike, all from the
 * products trigger's NOTIFY) and the cache over it. Nothing is served or kept while the feed
 * cannot vouch for every change.
 */
export async function startCatalogueCacheSeam(options: CatalogueCacheSeamOptions): Promise<CatalogueCacheSeam> {
  const { dataSource, changes, logger } = options;
  const url = (dataSource.options as { url?: string }).url;
  const feed = url ? new CatalogueChangeFeed({ url, dataSource, changes, logger }) : null;
  await feed?.start();
  const isTrustworthy = () => feed?.watching ?? false;
  // Every change committed before a request arrived is known before a kept answer is served.
  const caughtUp = () => feed?.caughtUp() ?? Promise.resolve();
  const cache = createCatalogueResponseCache({
    changes,
    isTrustworthy,
    caughtUp,
    bodyLimitBytes: options.bodyLimitBytes,
    orderLimit: options.orderLimit,
  });
  return {
    beforeGraphQL: cache.middleware,
    requestListener: (app) => answerRepeatsFirst(app, cache.frontDoor),
    pages: { changes, isTrustworthy, caughtUp },
    async stop() {
      cache.stop();
      await feed?.stop();
    },
  };
}

/**
 * The cache's front door ahead of the express app: a cached repeat is answered without express's
 * per-request set-up and middleware chain (a third of the cost of a hit), headers (security
 * headers included) as they were sent the first time; everything else goes to the app unchanged.
 */
function answerRepeatsFirst(app: Express, frontDoor: RequestHandler) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST' || (req.url !== '/graphql' && !req.url?.startsWith('/graphql?'))) {
      app(req, res);
      return;
    }
    void frontDoor(req as Request, res as Response, (error?: unknown) => {
      if (!error) {
        app(req, res);
        return;
      }
      // The body could not be read (the client went away, or sent less than it announced).
      res.statusCode = 400;
      res.end();
    });
  };
}
