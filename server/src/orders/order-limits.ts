import { MAX_ORDER_TOTAL_PAISE, MONEY_LIMIT_MESSAGES, orderLimitMessage } from '@common/order-limits.js';
import type { Env } from '../config/env.js';
import { invalidInput, ShopError } from '../kernel/errors.js';

/**
 * What one unpaid order and one client may hold (stock hoarding). An order reserves its
 * stock until it is paid or its payment window closes; without limits one anonymous request could
 * reserve the whole shop for that window, again and again. Three rules, all configuration:
 *
 * - per size, an order holds at most ORDER_MAX_UNITS_PER_PRODUCT units and at most
 *   ORDER_MAX_STOCK_SHARE_PERCENT of what is left (always at least one: the last unit can be sold);
 * - a client address, and an e-mail, may have at most ORDER_MAX_UNPAID_PER_ADDRESS /
 *   ORDER_MAX_UNPAID_PER_EMAIL unpaid orders holding stock at once: online orders waiting for
 *   payment and undelivered cash-on-delivery orders (matched by their folded e-mail) alike, for
 *   every order, online or COD (place-order.sql counts them); an order placed with an API
 *   token counts against that token's own limit instead (set when it is created), since an
 *   integrator's server places orders for many customers from one address;
 * - the reservation lasts PAYMENT_EXPIRY_MINUTES, which env.ts keeps within PhonePe's window.
 *
 * A shopper buying normally never meets them. Money limits live here too (order-limits in common).
 */
export type UnitLimits = Pick<Env, 'ORDER_MAX_UNITS_PER_PRODUCT' | 'ORDER_MAX_STOCK_SHARE_PERCENT'>;

/** Units of a size with `stock` left that one order may hold. */
export function unitsAllowed(stock: number, limits: UnitLimits): number {
  if (stock <= 0) return 0;
  const share = Math.floor((stock * limits.ORDER_MAX_STOCK_SHARE_PERCENT) / 100);
  return Math.min(limits.ORDER_MAX_UNITS_PER_PRODUCT, stock, Math.max(1, share));
}

export interface SizeUnits {
  productId: string;
  variantId: string;
  /** The product's name and the size's label, for the message. */
  name: string;
  quantity: number;
  /** What the size has left. */
  stock: number;
}

/**
 * Refuses an order that holds more of a size than allowed (stock is counted per size, so the
 * limits are too: docs/decisions/032-stock-per-size.md), naming the size and the limit. A size
 * that is simply short of stock is left to the reservation, which answers OUT_OF_STOCK.
 */
export function checkUnitsPerSize(lines: readonly SizeUnits[], limits: UnitLimits): void {
  const perSize = new Map<string, SizeUnits>();
  for (const line of lines) {
    const seen = perSize.get(line.variantId);
    perSize.set(line.variantId, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  for (const size of perSize.values()) {
    const allowed = unitsAllowed(size.stock, limits);
    if (size.stock > 0 && size.quantity > size.stock) continue;
    if (allowed > 0 && size.quantity > allowed) {
      throw invalidInput(orderLimitMessage(allowed, size.name), {
        field: 'lines',
        productId: size.productId,
        variantId: size.variantId,
        maxQuantity: allowed,
      });
    }
  }
}

/** Refuses a total the shop does not take online (docs/decisions/010-money-limits.md). */
export function checkOrderTotal(totalPaise: number): void {
  if (totalPaise > MAX_ORDER_TOTAL_PAISE) throw invalidInput(MONEY_LIMIT_MESSAGES.orderTotal, { field: 'lines' });
}

export type UnpaidLimits = Pick<Env, 'ORDER_MAX_UNPAID_PER_ADDRESS' | 'ORDER_MAX_UNPAID_PER_EMAIL'>;

export const UNPAID_ORDERS_MESSAGE = (limit: number) =>
  `You already have ${limit} unpaid ${limit === 1 ? 'order' : 'orders'} waiting for payment. Please pay for or wait out one of them before placing another.`;

/**
 * The advisory-lock keys for a client's unpaid orders, in the order every order takes them (so
 * two orders never wait on each other crosswise). Placing an order (order-placement.ts) takes
 * them before it counts that client's unpaid orders holding stock, so concurrent checkouts from
 * one client count one after the other.
 */
export function unpaidOrderLockKeys(client: { ip: string; email: string; tokenId?: string | null }): string[] {
  if (client.tokenId) return [`unpaid-token:${client.tokenId}`];
  return [`unpaid-ip:${client.ip}`, `unpaid-email:${client.email}`].sort();
}

/** The refusal a program reads when its token has its most unpaid orders holding stock. */
export const TOKEN_UNPAID_ORDERS_MESSAGE = (limit: number) =>
  `This API token already has ${limit} unpaid ${limit === 1 ? 'order' : 'orders'} holding stock (its unpaidOrderLimit). Pay, cancel or wait out one of them (retryAfterSeconds) before placing another.`;

/**
 * The refusal when a client address or e-mail already has its most unpaid orders holding stock:
 * RATE_LIMITED with the seconds until the oldest of them stops holding stock.
 */
export function unpaidOrdersError(limit: number, freesInSeconds: number | null, perToken = false): ShopError {
  return new ShopError('RATE_LIMITED', perToken ? TOKEN_UNPAID_ORDERS_MESSAGE(limit) : UNPAID_ORDERS_MESSAGE(limit), {
    retryAfterSeconds: Math.max(1, freesInSeconds ?? 60),
  });
}
