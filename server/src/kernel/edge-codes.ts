import type { ShopErrorCode } from './errors.js';

/**
 * The names a ShopError's code goes by at the edges that predate the mutation vocabulary, kept as
 * they are documented: a query's top-level `errors[].extensions.code` follows the GraphQL
 * convention (BAD_USER_INPUT, TOO_MANY_REQUESTS, NOT_FOUND: docs/api/quickstart.md,
 * docs/decisions/013-typed-mutation-errors.md), and the REST shims' JSON bodies carry the same
 * `code`. A mutation's UserError.code is the service's code itself. Codes not listed keep their
 * name at every edge.
 */
const EDGE_NAMES: Partial<Record<ShopErrorCode, string>> = {
  VALIDATION: 'BAD_USER_INPUT',
  RATE_LIMITED: 'TOO_MANY_REQUESTS',
  PRICE_CHANGED: 'PRICE_MISMATCH',
  PAYMENT_PROVIDER_UNAVAILABLE: 'PAYMENT_PROVIDER_ERROR',
};

/** The code a query's `extensions.code` and a REST shim's body give for `code`. */
export function edgeCodeOf(code: ShopErrorCode): string {
  return EDGE_NAMES[code] ?? code;
}
