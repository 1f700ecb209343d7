import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type NextFunction, type Request, type Response } from 'express';
import { describe, expect, it } from 'vitest';
import { routeFrontDoor } from './route-front-door.js';

/** An app shaped like the shop's: root middleware, routers, a mounted chain, an error handler. */
function shopLikeApp(seen: string[]) {
  const app = express();
  app.disable('x-powered-by');
  const note = (name: string) => (req: Request, _res: Response, next: NextFunction) => {
    seen.push(`${name} ${req.baseUrl}|${req.url}|${req.originalUrl}`);
    next();
  };
  app.use(note('root'));
  const health = express.Router();
  health.get('/livez', (_req, res) => res.send('ok'));
  app.use(health);
  app.get('/metrics', (_req, res) => res.send('metrics'));
  app.use('/api', note('api'));
  app.use('/graphql', note('mounted'));
  app.use(express.json());
  app.use('/graphql', async (req: Request, res: Response) => {
    await Promise.resolve();
    const body = req.body as { fail?: string };
    if (body.fail === 'throw') throw Object.assign(new Error('refused'), { status: 418 });
    res.setHeader('x-handled-by', 'graphql');
    res.json({ data: { url: req.url, baseUrl: req.baseUrl, body } });
  });
  app.get('/{*path}', (_req, res) => res.send('page'));
  app.use((error: Error & { status?: number }, req: Request, res: Response, _next: NextFunction) => {
    res.status(error.status ?? 500).json({ errors: [{ message: error.message, path: req.originalUrl }] });
  });
  return app;
}

async function serve(listener: http.RequestListener) {
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

async function answer(url: string, body: unknown) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)));
  return { status: response.status, headers, body: await response.text() };
}

describe('routeFrontDoor', () => {
  it('runs the handlers the router runs, with the same request, answer and error handling', async () => {
    const viaRouter: string[] = [];
    const viaDoor: string[] = [];
    const routed = shopLikeApp(viaRouter);
    const doorApp = shopLikeApp(viaDoor);
    const door = routeFrontDoor(doorApp, 'POST', '/graphql');
    expect(door).not.toBeNull();
    const a = await serve(routed);
    const b = await serve(door!);
    try {
      for (const body of [{ query: '{ a }' }, { fail: 'throw' }]) {
        expect(await answer(b.url, body)).toEqual(await answer(a.url, body));
      }
      expect(viaDoor).toEqual(viaRouter);
      expect(viaDoor).toContain('mounted /graphql|/|/graphql');
      expect(viaDoor.some((line) => line.startsWith('api'))).toBe(false);
    } finally {
      a.close();
      b.close();
    }
  });

  it('leaves the request to the router when a route answers its method, or the path has parameters', () => {
    const withRoute = express();
    withRoute.post('/graphql', (_req, res) => res.end());
    expect(routeFrontDoor(withRoute, 'POST', '/graphql')).toBeNull();

    const withRouter = express();
    const router = express.Router();
    router.post('/graphql', (_req, res) => res.end());
    withRouter.use(router);
    expect(routeFrontDoor(withRouter, 'POST', '/graphql')).toBeNull();

    const withParameter = express();
    withParameter.use('/:anything', (_req, _res, next) => next());
    expect(routeFrontDoor(withParameter, 'POST', '/graphql')).toBeNull();
  });
});
