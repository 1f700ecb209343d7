import http from 'node:http';
import net from 'node:net';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Runs a middleware that only sets response headers (helmet's) once, at start-up, and from then on
 * sets the same headers directly: helmet rebuilds its dozen headers, the Content-Security-Policy
 * string included, on every request, a noticeable part of a cached answer's cost. Used only when
 * two dry runs on different requests agree exactly; a middleware whose headers depend on the
 * request (a CSP nonce, say) is returned unchanged.
 */
export async function fixedHeaders(middleware: RequestHandler): Promise<RequestHandler> {
  const first = await dryRun(middleware, '/');
  const second = await dryRun(middleware, '/graphql?x=1');
  if (!first || !second || JSON.stringify(first) !== JSON.stringify(second)) return middleware;
  const headers = first.set;
  const removed = first.removed;
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

interface DryRun {
  set: Array<[string, string | number | string[]]>;
  removed: string[];
}

/** The headers the middleware sets and removes on a plain GET of `url`; null if it does anything else. */
function dryRun(middleware: RequestHandler, url: string): Promise<DryRun | null> {
  const req = new http.IncomingMessage(new net.Socket());
  req.method = 'GET';
  req.url = url;
  req.headers = { host: 'localhost' };
  const res = new http.ServerResponse(req);
  const removed: string[] = [];
  const removeHeader = res.removeHeader.bind(res);
  res.removeHeader = (name: string) => {
    removed.push(name.toLowerCase());
    removeHeader(name);
  };
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: DryRun | null) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    try {
      middleware(req as Request, res as unknown as Response, (error?: unknown) => {
        if (error || res.headersSent) return finish(null);
        const set = Object.entries(res.getHeaders())
          .filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined)
          .sort(([a], [b]) => a.localeCompare(b));
        finish({ set, removed: [...new Set(removed)].filter((name) => !(name in res.getHeaders())).sort() });
      });
    } catch {
      finish(null);
    }
    // A middleware that neither calls next nor fails synchronously is not a header setter.
    setTimeout(() => finish(null), 1000).unref();
  });
}
