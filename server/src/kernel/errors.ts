/**
 * The shop's one error shape. Services throw these for anything a caller did wrong or asked for
 * in vain; the GraphQL layer turns them into a mutation's UserError (graphql/user-errors.ts) or,
 * for queries and for UNAUTHENTICATED/FORBIDDEN, into `extensions.code`; the REST shims into an
 * HTTP status with `{ message }`. Anything else that escapes is a bug and is reported as
 * INTERNAL_SERVER_ERROR without details.
 */
export type ShopErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'INVALID_CREDENTIALS'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'OUT_OF_STOCK'
  | 'PRICE_MISMATCH'
  | 'INVALID_STATE'
  | 'TOO_MANY_REQUESTS'
  | 'PAYMENT_PROVIDER_ERROR';

export const HTTP_STATUS_BY_CODE: Record<ShopErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  /** A sign-in with a wrong e-mail or password: 401 over REST, an INVALID_CREDENTIALS UserError over GraphQL. */
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  OUT_OF_STOCK: 409,
  PRICE_MISMATCH: 409,
  /** An order status change the order state machine does not allow (order-state-machine.ts). */
  INVALID_STATE: 409,
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

export const badInput = (message: string, details?: Record<string, unknown>) => new ShopError('BAD_USER_INPUT', message, details);
export const notFound = (message: string) => new ShopError('NOT_FOUND', message);
export const unauthenticated = (message = 'Please log in first') => new ShopError('UNAUTHENTICATED', message);
export const forbidden = (message = 'Only administrators may do this') => new ShopError('FORBIDDEN', message);
export const conflict = (message: string) => new ShopError('CONFLICT', message);
