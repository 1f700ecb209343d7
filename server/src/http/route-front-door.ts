import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, Request, Response } from 'express';

/**
 * One request line (`POST /graphql`) answered by the express app's own middleware, without
 * express's router: the handlers the router would run for that method and path are worked out
 * once, when the app is complete, and each such request then goes through them in a plain loop.
 *
 * Every GraphQL request used to walk the app's whole middleware stack (some thirty layers: path
 * matching, parameter objects and a callback per layer, and a final handler made per request),
 * which cost the shop's cheapest uncached answers more than the database work behind them. The
 * handlers are the same functions, in the same order, with the same `req` and `res` (express's
 * request and response prototypes, `req.baseUrl` and the trimmed `req.url` while a handler
 * mounted at the path runs, errors passed on to the error-handling middleware as the router
 * passes them), so answers, headers, log lines and metrics are those the router gave.
 *
 * Worked out from the router's own layers, nothing to keep in step by hand: a layer whose path
 * matches is included; a router mounted at `/` is skipped only when none of its own layers could
 * take the request; a route that answers the method, a path parameter or a partial mount makes
 * `routeFrontDoor` return null, and the router keeps every request as before.
 */
type Handler = (...args: unknown[]) => unknown;

interface Step {
  handle: Handler;
  /** The path the handler is mounted at ('' at the root): the router trims it off req.url meanwhile. */
  mount: string;
  /** An error-handling middleware (four parameters): run only once a handler passed on an error. */
  handlesErrors: boolean;
}

/** What express's router (router@2) keeps per layer; read once at start-up. */
interface Layer {
  handle: Handler & { stack?: unknown };
  route?: { _handlesMethod(method: string): boolean };
  match(path: string): { path: string; keys: string[] } | false;
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export function routeFrontDoor(app: Express, method: string, path: string): Listener | null {
  const steps = stepsFor((app as unknown as { router: { stack: Layer[] } }).router.stack, method, path);
  if (!steps) return null;
  const poweredBy = app.enabled('x-powered-by');

  return (incoming, outgoing) => {
    const req = incoming as Request;
    const res = outgoing as Response;
    // What express's app.handle does before its router.
    if (poweredBy) res.setHeader('X-Powered-By', 'Express');
    req.res = res;
    res.req = req;
    // A no-op when the server made them with these prototypes, as the shop's does
    // (express-born-messages.ts); a swap here would cost a third of the request.
    Object.setPrototypeOf(req, app.request);
    Object.setPrototypeOf(res, app.response);
    if (!res.locals) res.locals = Object.create(null) as Record<string, unknown>;
    // What the router sets up: the base and original URL, no parameters.
    req.baseUrl = '';
    req.originalUrl = req.originalUrl || req.url;
    req.params = {};

    let index = 0;
    let mounted = '';
    const next = (passed?: unknown): void => {
      if (mounted) {
        // The mount path goes back on the URL, as the router restores it.
        req.baseUrl = '';
        req.url = mounted + (req.url === '/' || req.url.startsWith('/?') ? req.url.slice(1) : req.url);
        mounted = '';
      }
      // next('route') is next() outside a route; next('router') leaves the router.
      if (passed === 'router') return finish(req, res, null);
      const error = passed === 'route' ? undefined : passed;
      while (index < steps.length) {
        const step = steps[index++];
        if (Boolean(error) !== step.handlesErrors) continue;
        if (step.mount) {
          mounted = step.mount;
          req.baseUrl = step.mount;
          const rest = req.url.slice(step.mount.length);
          req.url = rest.startsWith('/') ? rest : `/${rest}`;
        }
        try {
          const result = error ? step.handle(error, req, res, next) : step.handle(req, res, next);
          // As the router does: a handler's rejected promise is its error.
          if (result instanceof Promise) result.then(undefined, (rejection: unknown) => next(rejection || new Error('Rejected promise')));
        } catch (thrown) {
          next(thrown);
        }
        return;
      }
      finish(req, res, error);
    };
    req.next = next;
    next();
  };
}

/** The handlers express's router would run for `method` and `path`, in order; null when it cannot be told ahead. */
function stepsFor(stack: readonly Layer[], method: string, path: string): Step[] | null {
  const steps: Step[] = [];
  for (const layer of stack) {
    const match = layer.match(path);
    if (!match) continue;
    if (layer.route) {
      // A route for another method passes the request on; one for this method would answer it.
      if (layer.route._handlesMethod(method)) return null;
      continue;
    }
    if (match.keys.length > 0 || (match.path !== '' && match.path !== path)) return null;
    if (Array.isArray(layer.handle.stack)) {
      // A router of its own (express.Router()): left out when none of its layers takes the request.
      const rest = match.path === '' ? path : '/';
      if ((layer.handle.stack as Layer[]).some((inner) => inner.match(rest) && (!inner.route || inner.route._handlesMethod(method)))) {
        return null;
      }
      continue;
    }
    steps.push({ handle: layer.handle, mount: match.path, handlesErrors: layer.handle.length === 4 });
  }
  return steps;
}

/**
 * Past the last handler (no handler of this app leaves a request there: its error handler answers
 * every error): what express's final handler answers, a 404 or the error's status.
 */
function finish(req: Request, res: Response, error: unknown): void {
  if (res.headersSent) {
    req.socket.destroy();
    return;
  }
  const status = error ? statusOf(error) : 404;
  const text = error ? (status >= 500 ? 'Internal Server Error' : 'Bad Request') : `Cannot ${req.method} ${req.originalUrl}`;
  res.statusCode = status;
  res.setHeader('Content-Security-Policy', "default-src 'none'");
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(text);
}

function statusOf(error: unknown): number {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const value = typeof status === 'number' ? status : typeof statusCode === 'number' ? statusCode : 500;
  return value >= 400 && value < 600 ? value : 500;
}
