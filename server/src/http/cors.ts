import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';

/** Request headers a browser app may send to /graphql. */
const ALLOWED_HEADERS = 'authorization, content-type, apollo-require-preflight, x-apollo-operation-name, apollographql-client-name';
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/**
 * CORS for /graphql: browser apps on the CORS_ORIGINS allowlist may call the API with
 * an API token. Their origin is echoed back, never `*`, and credentials are never allowed: the
 * session cookie stays first-party, so a listed origin gains nothing a token did not give it.
 * Other origins get no CORS headers (the browser then withholds the answer) and a refused
 * preflight; same-origin requests are untouched.
 */
export function corsForGraphQL(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (!origin || !isCrossOrigin(req)) {
      next();
      return;
    }
    const preflight = req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
    if (!allowed.has(origin)) {
      if (preflight) res.status(403).type('text/plain').send('This origin is not allowed to call the API (see CORS_ORIGINS).');
      else next();
      return;
    }
    res.vary('Origin');
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Expose-Headers', 'Retry-After, WWW-Authenticate, RateLimit-Limit, RateLimit-Remaining');
    if (preflight) {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      res.setHeader('Access-Control-Max-Age', PREFLIGHT_MAX_AGE_SECONDS);
      res.status(204).end();
      return;
    }
    next();
  };
}

/** An Origin naming another host than the one the request was sent to. */
function isCrossOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  const forwarded = req.headers['x-forwarded-host'];
  const requestHosts = [req.headers.host, ...(typeof forwarded === 'string' ? forwarded.split(',').map((part) => part.trim()) : [])];
  return !requestHosts.includes(host);
}

/**
 * Requests the catalogue response cache must leave alone: those with credentials of their own
 * (a bearer token must be checked, and counted against its limit, even for a public read) and
 * cross-origin ones (their CORS headers depend on the caller and must not be replayed to others).
 */
export function bypassesResponseCache(req: IncomingMessage): boolean {
  return req.headers.authorization !== undefined || isCrossOrigin(req);
}
