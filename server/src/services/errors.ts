/**
 * The shop's one error shape. Services throw these for anything a caller did wrong or asked for
 * in vain; the GraphQL layer turns `code` into `extensions.code` and the REST shims into an
 * HTTP status with `{ message }`. Anything else that escapes is a bug and is reported as
 * INTERNAL_SERVER_ERROR without details.
 */
export type ShopErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'OUT_OF_STOCK'
  | 'PRICE_MISMATCH'
  | 'TOO_MANY_REQUESTS'
  | 'PAYMENT_PROVIDER_ERROR';

export const HTTP_STATUS_BY_CODE: Record<ShopErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  OUT_OF_STOCK: 409,
  PRICE_MISMATCH: 409,
  TOO_MANY_REQUESTS: 429,
  PAYMENT_PROVIDER_ERROR: 502,
};

export class ShopError extends Error {
  constructor(
    readonly code: ShopErrorCode,
    message: string,
    /** Extra machine-readable details (e.g. field errors), safe to show. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ShopError';
  }
}

export const badInput = (message: string, details?: Record<string, unknown>) =>
  new ShopError('BAD_USER_INPUT', message, details);
export const notFound = (message: string) => new ShopError('NOT_FOUND', message);
export const unauthenticated = (message = 'Please log in first') => new ShopError('UNAUTHENTICATED', message);
export const forbidden = (message = 'Only administrators may do this') => new ShopError('FORBIDDEN', message);
export const conflict = (message: string) => new ShopError('CONFLICT', message);
