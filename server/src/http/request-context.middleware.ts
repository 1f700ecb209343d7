import type { NextFunction, Request, Response } from 'express';
import type { RequestContext } from '../kernel/request-context.js';
import type { ShopServices } from '../container.js';
import { clientAddress } from './client-address.js';
import { sessionCookie } from './session-cookie.js';

declare module 'express-serve-static-core' {
  interface Request {
    shop?: RequestContext;
  }
}

/** Resolves the session cookie to a user once per request, for GraphQL and REST alike. */
export function requestContextMiddleware(services: ShopServices, production: boolean) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      // A request authenticated by an API token (api-token-auth.ts) speaks for the token alone.
      if (req.apiToken) {
        req.shop = { user: null, ip: clientAddress(req), sessionToken: null, apiToken: req.apiToken };
        next();
        return;
      }
      const token = sessionCookie(req, res, production).read();
      const user = token ? await services.auth.userForSessionToken(token) : null;
      req.shop = { user, ip: clientAddress(req), sessionToken: token };
      next();
    } catch (error) {
      next(error);
    }
  };
}

export function requireRequestContext(req: Request): RequestContext {
  if (!req.shop) throw new Error('request context middleware did not run');
  return req.shop;
}
