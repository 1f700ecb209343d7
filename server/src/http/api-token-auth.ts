import type { RequestHandler } from 'express';
import { INVALID_TOKEN_MESSAGE, type ApiTokenPrincipal } from '../integrations/api-token.service.js';
import { edgeCodeOf } from '../kernel/edge-codes.js';
import { ShopError } from '../kernel/errors.js';
import { sendGraphQLErrors } from './error-handler.js';
import type { ShopServices } from '../container.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** The API token this request authenticated with (api-token-auth.ts). */
    apiToken?: ApiTokenPrincipal;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * `Authorization: Bearer <token>` on /graphql. A live token becomes the request's
 * credential in place of any session cookie; a wrong, revoked or malformed one is answered 401
 * here, never treated as an anonymous caller. Each token has its own rate limit.
 *
 * Apollo's CSRF prevention guards against forged requests that ride on ambient credentials
 * (cookies). A bearer token is not ambient: a page can only send it if it has it. So requests
 * authenticated by a token are marked as having passed that check, which lets integrators use
 * plain GET requests and curl without Apollo's preflight header.
 */
export function bearerTokenAuthentication(services: Pick<ShopServices, 'apiTokens'>): RequestHandler {
  return async (req, res, next) => {
    const header = req.headers.authorization;
    if (header === undefined || !/^Bearer\b/i.test(header)) {
      next();
      return;
    }
    try {
      const secret = BEARER.exec(header)?.[1];
      const principal = secret ? await services.apiTokens.authenticate(secret) : null;
      if (!principal) {
        res.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
        sendGraphQLErrors(req, res, 401, INVALID_TOKEN_MESSAGE, { code: 'UNAUTHENTICATED' });
        return;
      }
      // The token's budget for this minute, as the IETF RateLimit header fields name it.
      const budget = await services.apiTokens.enforceRateLimit(principal);
      res.setHeader('RateLimit-Limit', String(budget.limit));
      if (budget.remaining !== undefined) res.setHeader('RateLimit-Remaining', String(budget.remaining));
      req.apiToken = principal;
      req.headers['apollo-require-preflight'] = 'true';
      next();
    } catch (error) {
      if (error instanceof ShopError && error.code === 'RATE_LIMITED') {
        const retryAfter = Number(error.details?.retryAfterSeconds ?? 60);
        res.setHeader('Retry-After', String(retryAfter));
        sendGraphQLErrors(req, res, 429, error.message, { code: edgeCodeOf(error.code), retryAfterSeconds: retryAfter });
        return;
      }
      next(error);
    }
  };
}
