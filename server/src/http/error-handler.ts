import type { ErrorRequestHandler, Request, Response } from 'express';
import type { Logger } from '../kernel/logger.js';
import { edgeCodeOf } from '../kernel/edge-codes.js';
import { HTTP_STATUS_BY_CODE, ShopError } from '../kernel/errors.js';

/**
 * The last word on any error that reaches express: a JSON `{ message }` with a 4xx for the
 * caller's mistakes, a bare 500 message for ours. Never a stack trace. On /graphql the same
 * refusals are GraphQL errors (sendGraphQLErrors), so GraphQL clients show their code.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof ShopError) {
      setRetryAfter(res, error);
      if (isGraphQLPath(req)) {
        sendGraphQLErrors(req, res, HTTP_STATUS_BY_CODE[error.code], error.message, { ...error.details, code: edgeCodeOf(error.code) });
        return;
      }
      res.status(HTTP_STATUS_BY_CODE[error.code]).json({ message: error.message, code: edgeCodeOf(error.code), ...error.details });
      return;
    }
    // body-parser's errors carry the status they deserve (400 malformed JSON, 413 too large).
    const { status, type } = httpErrorFields(error);
    if (status >= 400 && status < 500) {
      const message =
        type === 'entity.parse.failed'
          ? 'The request body is not valid JSON'
          : type === 'entity.too.large'
            ? 'The request body is too large'
            : 'The request could not be understood';
      if (isGraphQLPath(req)) {
        sendGraphQLErrors(req, res, status, message, { code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST' });
        return;
      }
      res.status(status).json({ message });
      return;
    }
    logger.error('unhandled error', { path: req.path, error: error instanceof Error ? error.stack : String(error) });
    const internal = 'Something went wrong on our side. Please try again.';
    if (isGraphQLPath(req)) sendGraphQLErrors(req, res, 500, internal, { code: 'INTERNAL_SERVER_ERROR' });
    else res.status(500).json({ message: internal });
  };
}

/** The status and kind an HTTP error (body-parser's, http-errors') carries; 500 when it has none. */
function httpErrorFields(error: unknown): { status: number; type: unknown } {
  if (!error || typeof error !== 'object') return { status: 500, type: undefined };
  const { status, statusCode, type } = error as { status?: unknown; statusCode?: unknown; type?: unknown };
  return { status: typeof status === 'number' ? status : typeof statusCode === 'number' ? statusCode : 500, type };
}

/** A rate-limited caller is told when to come back (RFC 9110 Retry-After, in seconds). */
export function setRetryAfter(res: Response, error: ShopError): void {
  const seconds = error.details?.retryAfterSeconds;
  if (error.code === 'RATE_LIMITED' && typeof seconds === 'number') res.setHeader('Retry-After', String(seconds));
}

export const GRAPHQL_RESPONSE_JSON = 'application/graphql-response+json';

/** True for the GraphQL endpoint, whatever router the request is in. */
export function isGraphQLPath(req: Request): boolean {
  const pathname = req.originalUrl.split('?')[0];
  return pathname === '/graphql' || pathname.startsWith('/graphql/');
}

/**
 * A refusal of a /graphql request before GraphQL ran (a wrong token, a rate limit, a body too
 * large), answered as a GraphQL response: `{ errors: [{ message, extensions: { code } }] }`.
 * A caller that accepts application/graphql-response+json gets that media type (GraphQL over
 * HTTP), under which clients such as Apollo Client read the errors of a non-2xx answer instead
 * of hiding the body; a caller without an Accept header, asking only for JSON or for anything
 * (`*\/*`), gets application/json as before.
 */
export function sendGraphQLErrors(
  req: Request,
  res: Response,
  status: number,
  message: string,
  extensions: Record<string, unknown>,
  cacheControl = 'no-store',
): void {
  // JSON first, as Apollo Server negotiates its own answers: `*/*` gets application/json.
  const wanted = req.headers.accept ? req.accepts(['application/json', GRAPHQL_RESPONSE_JSON]) : false;
  const type = wanted === GRAPHQL_RESPONSE_JSON ? GRAPHQL_RESPONSE_JSON : 'application/json';
  res.status(status).setHeader('cache-control', cacheControl);
  res.setHeader('content-type', `${type}; charset=utf-8`);
  res.send(JSON.stringify({ errors: [{ message, extensions }] }));
}
