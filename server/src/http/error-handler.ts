import type { ErrorRequestHandler, Response } from 'express';
import type { Logger } from '../kernel/logger.js';
import { edgeCodeOf } from '../kernel/edge-codes.js';
import { HTTP_STATUS_BY_CODE, ShopError } from '../kernel/errors.js';

/**
 * The last word on any error that reaches express: a JSON `{ message }` with a 4xx for the
 * caller's mistakes, a bare 500 message for ours. Never a stack trace.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof ShopError) {
      setRetryAfter(res, error);
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
      res.status(status).json({ message });
      return;
    }
    logger.error('unhandled error', { path: req.path, error: error instanceof Error ? error.stack : String(error) });
    res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
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
