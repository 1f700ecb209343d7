import { LOW_STOCK_BELOW } from './low-stock.js';
import { formatPaise, groupIndianDigits, type Paise } from './money.js';

/**
 * How large an amount the shop accepts (docs/decisions/010-money-limits.md). Money columns are
 * 32-bit integer paise (at most ₹2,14,74,836.47): rather than widen them, a product's price and an
 * order's total are capped far below that, so no sum the shop stores can overflow, and a price or
 * cart beyond the caps is refused with a message instead of a database error.
 */
export const MAX_PRICE_PAISE: Paise = 1_00_000_00;
/** Also within PhonePe's per-transaction limits for cards and net banking. */
export const MAX_ORDER_TOTAL_PAISE: Paise = 10_00_000_00;
/** Stock is a 32-bit integer too; giving back a cancelled order's units must never overflow it. */
export const MAX_STOCK = 10_00_000;

export const MONEY_LIMIT_MESSAGES = {
  price: `Prices must be at most ${formatPaise(MAX_PRICE_PAISE)}`,
  orderTotal: `Orders above ${formatPaise(MAX_ORDER_TOTAL_PAISE)} cannot be placed online. Please reduce your cart or contact us.`,
  stock: `Stock must be at most ${groupIndianDigits(String(MAX_STOCK))}`,
} as const;

/**
 * Why the quantity stops where it does, said beside it: an order may hold only so many units of a
 * product (ORDER_MAX_UNITS_PER_PRODUCT, and a share of what is left while stock is low). Null when
 * nothing but the stock itself (which the stock note names) stops it.
 */
export function orderLimitNote(limit: number, stock: number): string | null {
  if (limit <= 0 || limit >= stock) return null;
  if (stock < LOW_STOCK_BELOW) return `Limit ${limit} per order while only ${stock} are left`;
  return `Limit ${limit} per order`;
}

/** The refusal of a line over the per-order limit, as the cart and the order say it. */
export function orderLimitMessage(limit: number, what: string): string {
  return `You can order at most ${limit} of ${what} at a time`;
}
