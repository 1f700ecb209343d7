import { createHash } from 'node:crypto';
import { PAYMENT_METHODS, type PaymentMethod } from '@common/cash-on-delivery.js';
import { paiseToRupees, type Paise } from '@common/money.js';
import type { OrderTotals } from '@common/pricing.js';
import { SHIPPING_FIELDS, type ShippingDetails } from '@common/shipping-form.js';
import { invalidInput, ShopError } from '../../kernel/errors.js';
import type { MergedLine } from './order-lines.js';

/**
 * The checks of a createOrder request that need nothing stored: its payment method, its
 * idempotency key, the figures the shopper saw against the server's, and the request's hash the
 * key remembers.
 */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 100;
export const PRICE_MISMATCH_MESSAGE = 'Prices have changed since you added these items. Please review your cart.';

/** The figures the shopper saw, in paise; each one given must equal the server's. */
export interface ExpectedTotals {
  subtotalPaise?: number | null;
  shippingPaise?: number | null;
  taxPaise?: number | null;
  totalPaise?: number | null;
}

export function checkPaymentMethod(method: string | null | undefined): PaymentMethod {
  if (method === null || method === undefined) return 'ONLINE';
  if (!(PAYMENT_METHODS as readonly string[]).includes(method))
    throw invalidInput('Choose to pay online or cash on delivery', { field: 'paymentMethod' });
  return method as PaymentMethod;
}

export function normaliseIdempotencyKey(key: string | null | undefined): string | null {
  if (key === null || key === undefined) return null;
  if (typeof key !== 'string') throw invalidInput('The idempotency key must be text');
  const trimmed = key.trim();
  if (trimmed.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw invalidInput(`The idempotency key must be at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`);
  }
  return trimmed || null;
}

/** The shopper's figures must match the server's to the paisa, or nothing is ordered  */
export function checkShopperFigures(
  lines: ReadonlyArray<{ unitPrices: readonly number[]; unitPricePaise: Paise }>,
  totals: OrderTotals,
  expected: ExpectedTotals | null | undefined,
) {
  const differs = (sent: unknown, actual: Paise) => sent !== null && sent !== undefined && sent !== actual;
  const lineMismatch = lines.some((line) => line.unitPrices.some((price) => differs(price, line.unitPricePaise)));
  const totalsMismatch =
    !!expected &&
    (differs(expected.subtotalPaise, totals.subtotalPaise) ||
      differs(expected.shippingPaise, totals.shippingPaise) ||
      differs(expected.taxPaise, totals.taxPaise) ||
      differs(expected.totalPaise, totals.totalPaise));
  if (lineMismatch || totalsMismatch) {
    throw new ShopError('PRICE_CHANGED', PRICE_MISMATCH_MESSAGE, {
      subtotal: paiseToRupees(totals.subtotalPaise),
      shipping: paiseToRupees(totals.shippingPaise),
      tax: paiseToRupees(totals.taxPaise),
      total: paiseToRupees(totals.totalPaise),
      // The same figures as the caller sends them (ExpectedTotalsInput): GraphQL's serverTotals.
      totalsPaise: totals,
    });
  }
}

/** The request as the idempotency key remembers it: what would change the order, normalised. */
export function hashRequest(
  shipping: ShippingDetails,
  lines: readonly MergedLine[],
  discountCode: string | null | undefined,
  paymentMethod: PaymentMethod,
): string {
  const code = discountCode?.trim().toUpperCase();
  const normalised = {
    // Only when given, so a request without a code (or paid online) hashes as it always has.
    ...(code ? { discountCode: code } : {}),
    ...(paymentMethod === 'ONLINE' ? {} : { paymentMethod }),
    shipping: SHIPPING_FIELDS.map((field) => shipping[field]),
    lines: lines
      .map((line) => [line.variantId ?? `${line.productId}`, line.variantId ? '' : `${line.size}`, line.quantity] as const)
      .sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : 1) : a[0] < b[0] ? -1 : 1)),
  };
  return createHash('sha256').update(JSON.stringify(normalised)).digest('hex');
}
