/**
 * The shop's one error shape and one error vocabulary. Services throw these for anything a caller
 * did wrong or asked for in vain, with the codes the API states in schema.graphql's `enum ErrorCode`
 * (a mutation answers them as a UserError as they are, graphql/user-errors.ts), plus
 * UNAUTHENTICATED and FORBIDDEN, which always stay top-level errors. The older edges (a query's
 * `extensions.code`, the REST shims' bodies) name a few of them the GraphQL/REST way; edge-codes.ts
 * is the one place that says how. Anything else that escapes is a bug and is reported as
 * INTERNAL_SERVER_ERROR without details.
 */
export const USER_ERROR_CODES = [
  'VALIDATION',
  'NOT_FOUND',
  'OUT_OF_STOCK',
  'PRICE_CHANGED',
  'INVALID_STATE',
  'CONFLICT',
  'RATE_LIMITED',
  'INVALID_CREDENTIALS',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'DISCOUNT_INVALID',
  'SANDBOX_ONLY',
  'COD_UNAVAILABLE',
  'SHIPPING_PROVIDER_UNAVAILABLE',
] as const;

/** A refusal a mutation answers as data: one of schema.graphql's `ErrorCode` values. */
export type UserErrorCode = (typeof USER_ERROR_CODES)[number];

/** Who-are-you and may-you: top-level errors everywhere, never a mutation's UserError. */
export type ShopErrorCode = UserErrorCode | 'UNAUTHENTICATED' | 'FORBIDDEN';

export const HTTP_STATUS_BY_CODE: Record<ShopErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  /** A sign-in with a wrong e-mail or password: 401 over REST, an INVALID_CREDENTIALS UserError over GraphQL. */
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  OUT_OF_STOCK: 409,
  PRICE_CHANGED: 409,
  /** An order status change the order state machine does not allow (order-state-machine.ts). */
  INVALID_STATE: 409,
  RATE_LIMITED: 429,
  PAYMENT_PROVIDER_UNAVAILABLE: 502,
  /** A discount code that does not apply to this order: `details.discountRefusal` says why. */
  DISCOUNT_INVALID: 422,
  /** A sandbox-only operation (simulatePayment) while the shop takes real payments or runs in production. */
  SANDBOX_ONLY: 403,
  /** Cash on delivery is not offered for this order: `details.codRefusalReason` says why. */
  COD_UNAVAILABLE: 422,
  /** The courier aggregator did not answer or answered something unexpected; nothing was shipped. */
  SHIPPING_PROVIDER_UNAVAILABLE: 502,
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

export const isUserErrorCode = (code: string): code is UserErrorCode => (USER_ERROR_CODES as readonly string[]).includes(code);

export const invalidInput = (message: string, details?: Record<string, unknown>) => new ShopError('VALIDATION', message, details);
export const notFound = (message: string, details?: Record<string, unknown>) => new ShopError('NOT_FOUND', message, details);
export const unauthenticated = (message = 'Please log in first') => new ShopError('UNAUTHENTICATED', message);
export const forbidden = (message = 'Only administrators may do this') => new ShopError('FORBIDDEN', message);
export const conflict = (message: string) => new ShopError('CONFLICT', message);
