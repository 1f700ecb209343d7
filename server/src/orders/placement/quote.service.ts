import { formatPaise, type Paise } from '@common/money.js';
import { orderLimitMessage } from '@common/order-limits.js';
import { priceOrder, type OrderTotals } from '@common/pricing.js';
import { unitsAllowed } from './order-limits.js';
import { MAX_LINE_QUANTITY, mergeLines, resolveLines, type OrderLineRequest } from './order-lines.js';
import type { ShopServiceDeps } from '../../kernel/dependencies.js';

/**
 * The quote: a cart priced on the server exactly as createOrder would price it (the same line
 * checks, the one pricing rule in common/pricing.ts, the per-order limits of order-limits.ts and
 * the per-product stock rule of stock-reservation.ts), without storing or reserving anything. Problems are data, one per line,
 * with what the shopper can do about them, so a cart can show "Only 3 left — reduce to 3" next to
 * the line before any order or payment is attempted.
 */
export type QuoteProblemCode = 'UNKNOWN_VARIANT' | 'OUT_OF_STOCK' | 'INSUFFICIENT_STOCK' | 'QUANTITY_LIMIT' | 'PRICE_CHANGED';

export interface QuoteProblem {
  code: QuoteProblemCode;
  message: string;
}

export interface QuoteLine {
  /** As sent; for a line the REST shim named by product and label, the variant found (null when none). */
  variantId: string | null;
  /** The variant's product, its SKU and label; null when the variant no longer exists. */
  productId: string | null;
  sku: string | null;
  size: string | null;
  quantity: number;
  /** Null when the variant no longer exists. */
  name: string | null;
  imageUrl: string | null;
  /** The product's GST rate in percent, for the GST the cart contains; null when the variant no longer exists. */
  gstRatePercent: number | null;
  /** The server's unit price; null when the product or size no longer exists. */
  unitPricePaise: Paise | null;
  lineTotalPaise: Paise;
  /** Units of the product in stock now (its sizes share one stock). */
  available: number;
  /** The most this line may hold now: what the cart's other lines of the product leave, within the per-line limit. */
  maxQuantity: number;
  problem: QuoteProblem | null;
}

export interface Quote extends OrderTotals {
  lines: QuoteLine[];
  itemCount: number;
  /** True when createOrder would accept these lines as they are (stock permitting at that moment). */
  orderable: boolean;
}

export class QuoteService {
  constructor(private readonly deps: ShopServiceDeps) {}

  /**
   * Units of a product with `stock` left that one order may hold: createOrder's own rule
   * (order-limits.ts, the anti-hoarding limits), within the largest quantity a line may carry.
   */
  orderLimit(stock: number): number {
    return Math.min(MAX_LINE_QUANTITY, unitsAllowed(stock, this.deps.env));
  }

  /** Prices `input` from the database. Malformed lines are refused as createOrder refuses them (VALIDATION). */
  async quote(input: readonly OrderLineRequest[]): Promise<Quote> {
    if (Array.isArray(input) && input.length === 0) return { ...priceOrder([]), lines: [], itemCount: 0, orderable: true };
    const resolved = await resolveLines(this.deps.dataSource.manager, mergeLines(input));

    // Stock is per product: every line of a product draws on the same units.
    const wanted = new Map<string, number>();
    for (const { product, variant, quantity } of resolved) {
      if (product && variant) wanted.set(product.id, (wanted.get(product.id) ?? 0) + quantity);
    }

    const lines = resolved.map(({ product, variant, ...line }): QuoteLine => {
      if (!product || !variant) {
        return {
          variantId: line.variantId,
          productId: null,
          sku: null,
          size: line.size,
          quantity: line.quantity,
          name: null,
          imageUrl: null,
          gstRatePercent: null,
          unitPricePaise: null,
          lineTotalPaise: 0,
          available: 0,
          maxQuantity: 0,
          problem: { code: 'UNKNOWN_VARIANT', message: 'This item is no longer sold. Please remove it.' },
        };
      }
      const stock = Math.max(0, product.stock);
      const allowed = this.orderLimit(stock);
      const total = wanted.get(product.id) ?? line.quantity;
      const maxQuantity = Math.max(0, allowed - (total - line.quantity));
      const priced = {
        variantId: variant.id,
        productId: product.id,
        sku: variant.sku,
        size: variant.label,
        quantity: line.quantity,
        name: product.name,
        imageUrl: product.imageUrl,
        gstRatePercent: product.gstRatePercent,
        available: stock,
        maxQuantity,
        unitPricePaise: variant.pricePaise,
        lineTotalPaise: variant.pricePaise * line.quantity,
      };
      return {
        ...priced,
        problem:
          stockProblem({ name: product.name, stock, allowed, total, quantity: line.quantity, maxQuantity }) ??
          priceProblem(line.unitPrices, variant.pricePaise),
      };
    });

    const totals = priceOrder(
      lines
        .filter((line) => line.unitPricePaise !== null)
        .map((line) => ({ unitPricePaise: line.unitPricePaise!, quantity: line.quantity })),
    );
    return {
      ...totals,
      lines,
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      orderable: lines.every((line) => line.problem === null),
    };
  }
}

interface StockCheck {
  name: string;
  stock: number;
  /** What one order may hold of the product (order-limits.ts). */
  allowed: number;
  /** Units of the product over all the cart's lines. */
  total: number;
  quantity: number;
  maxQuantity: number;
}

/** The line's stock or limit problem, with its fix; the same rules createOrder enforces. */
function stockProblem({ name, stock, allowed, total, quantity, maxQuantity }: StockCheck): QuoteProblem | null {
  if (quantity <= maxQuantity) return null;
  if (stock === 0) return { code: 'OUT_OF_STOCK', message: `Sorry, ${name} is out of stock. Please remove it.` };
  const code = total > stock ? 'INSUFFICIENT_STOCK' : 'QUANTITY_LIMIT';
  if (maxQuantity === 0) {
    return { code, message: `Your cart already holds all you can order of ${name} in another size. Please remove this line.` };
  }
  if (code === 'QUANTITY_LIMIT') return { code, message: `${orderLimitMessage(allowed, 'this')} — reduce to ${maxQuantity}` };
  return { code, message: `Only ${stock} left — reduce to ${maxQuantity}` };
}

/** The shopper's unit price (paise) must equal the server's, as createOrder demands. */
function priceProblem(seen: readonly number[], actual: Paise): QuoteProblem | null {
  const changed = seen.find((price) => price !== actual);
  if (changed === undefined) return null;
  return { code: 'PRICE_CHANGED', message: `The price is now ${formatPaise(actual)} (was ${formatPaise(changed)}).` };
}
