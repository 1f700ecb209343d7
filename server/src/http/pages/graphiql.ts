import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

/**
 * GraphiQL at /graphiql: the API explorer built apart from the storefront (client/vite.graphiql.config.ts
 * into client/dist-graphiql). On in development and tests; in production only with GRAPHIQL=true,
 * and otherwise a plain 404 as if it did not exist. It is a static page: it reads /schema.graphql
 * and posts to /graphql like any integrator, so it gets no rights of its own (an admin's session
 * cookie or a bearer token decides what it may do), and it runs under the shop's CSP (its scripts,
 * styles, fonts and editor workers are all our own files).
 */
export function graphiqlRoutes({ enabled, dist }: { enabled: boolean; dist: string }): Router {
  const router = express.Router();
  const page = path.join(dist, 'graphiql.html');
  if (!enabled) {
    router.use((_req, res) => {
      res.status(404).type('text/plain').send('Not found');
    });
    return router;
  }
  // Hashed file names: a changed file is a new URL.
  router.use('/assets', express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  router.get('/', (_req, res) => {
    if (!existsSync(page)) {
      res.status(503).type('text/plain').send('GraphiQL is not built yet: run npm run build:client');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(page);
  });
  router.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return router;
}
