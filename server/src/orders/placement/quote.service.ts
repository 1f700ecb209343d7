import { formatPaise, type Paise } from '@common/money.js';
import { orderLimitMessage } from '@common/order-limits.js';
import type { DiscountRefusal } from '@common/discount.js';
import { freeShippingShortfall, type OrderTotals } from '@common/pricing.js';
import type { DiscountCodeService } from '../../discounts/discount-code.service.js';
import type { DiscountCodeEntity } from '../../discounts/discount-code.entity.js';
import { priceWithCode } from './order-discount.js';
import { unitsAllowed } from '../order-limits.js';
import { MAX_LINE_QUANTITY, mergeLines, resolveLinesWithSettings, UNKNOWN_VARIANT_MESSAGE, type OrderLineRequest } from './order-lines.js';
import type { ShopServiceDeps } from '../../kernel/dependencies.js';
import { systemContext, type RequestContext } from '../../kernel/request-context.js';
import { codOffer, type CodOffer, type PaymentMethod } from '@common/cash-on-delivery.js';
import { COD_SETTING_KEYS, codSettingsOf, type CodSettingsService } from '../../cash-on-delivery/cod-settings.js';
import type { MoneyBreakdown } from '../../invoicing/money-breakdown.js';
import type { MoneyBreakdownService } from '../../invoicing/money-breakdown.service.js';

/**
 * The quote: a cart priced on the server exactly as createOrder would price it (the same line
 * checks, the one pricing rule in common/pricing.ts, the per-order limits of order-limits.ts and
 * the per-size stock rule of stock-reservation.ts), without storing or reserving anything. Problems are data, one per line,
 * with what the shopper can do about them, so a cart can show "Only 3 left — reduce to 3" next to
 * the line before any order or payment is attempted.
 */
export type QuoteProblemCode = 'NOT_FOUND' | 'OUT_OF_STOCK' | 'INSUFFICIENT_STOCK' | 'QUANTITY_LIMIT' | 'PRICE_CHANGED';

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
  /** The line's share of the code's discount (0 without one). */
  discountPaise: Paise;
  /** Units of the line's size in stock now. */
  available: number;
  /** The most this line may hold now: what one order may hold of its size, within the per-line limit. */
  maxQuantity: number;
  problem: QuoteProblem | null;
}

export interface Quote extends OrderTotals {
  lines: QuoteLine[];
  itemCount: number;
  /** True when createOrder would accept these lines as they are (stock permitting at that moment). */
  orderable: boolean;
  /** Taken off the goods by the code; total = subtotal − discount + shipping + tax. */
  discountPaise: Paise;
  /** The code applied, and what it saves in all (a free-shipping code saves the fee); null without one. */
  discount: { code: DiscountCodeEntity; savingPaise: Paise } | null;
  /** Why the code sent does not apply (the cart is then priced without it); null when it applies or none was sent. */
  discountRefusal: DiscountRefusal | null;
  /** Whether this order may be paid in cash at the door, for what fee, or why not. */
  cashOnDelivery: CodOffer;
  /** The COD fee in the total: the fee when paymentMethod is CASH_ON_DELIVERY and COD is offered, else 0. */
  codFeePaise: Paise;
  /** What the goods must come to more for shipping to be free; null when it already is (over the threshold, or a free-shipping code). */
  freeShippingShortfallPaise: Paise | null;
}

/** A quote with the delivery it was asked for (the breakdown splits the GST by its state once typed). */
export interface QuoteForDelivery {
  quote: Quote;
  delivery: { state?: string | null; country?: string | null };
}

export interface QuoteOptions {
  /** CASH_ON_DELIVERY adds the fee to the total when COD is offered for the order. */
  paymentMethod?: PaymentMethod | null;
  discountCode?: string | null;
  /** The shopper's e-mail when known: the code's per-customer limit is then counted too. */
  email?: string | null;
  /** Who asks: a discount code sent counts against their allowance of code checks. */
  client?: RequestContext;
}

export class QuoteService {
  constructor(
    private readonly deps: ShopServiceDeps,
    private readonly discounts: DiscountCodeService,
    private readonly cod: CodSettingsService,
    private readonly breakdowns: MoneyBreakdownService,
  ) {}

  /**
   * The quote's money as the invoice of the order placed from it will state it: its priced lines,
   * discount, shipping and COD fee through the invoice's own lines, split for the delivery's state
   * when checkout knows it.
   */
  breakdown(quote: Quote, delivery: { state?: string | null; country?: string | null } = {}): Promise<MoneyBreakdown> {
    return this.breakdowns.forQuote({
      lines: quote.lines.flatMap((line) =>
        line.unitPricePaise === null || line.gstRatePercent === null
          ? []
          : [
              {
                description: `${line.name} (${line.size})`,
                unitPricePaise: line.unitPricePaise,
                quantity: line.quantity,
                discountPaise: line.discountPaise,
                gstRatePercent: Number(line.gstRatePercent),
              },
            ],
      ),
      shippingPaise: quote.shippingPaise,
      codFeePaise: quote.codFeePaise,
      discountCode: quote.discount?.code.code ?? null,
      ...delivery,
    });
  }

  /**
   * Units of a size with `stock` left that one order may hold: createOrder's own rule
   * (order-limits.ts, the anti-hoarding limits), within the largest quantity a line may carry.
   */
  orderLimit(stock: number): number {
    return Math.min(MAX_LINE_QUANTITY, unitsAllowed(stock, this.deps.env));
  }

  /** Prices `input` from the database. Malformed lines are refused as createOrder refuses them (VALIDATION). */
  async quote(input: readonly OrderLineRequest[], options: QuoteOptions = {}): Promise<Quote> {
    if (Array.isArray(input) && input.length === 0) {
      const empty = {
        subtotalPaise: 0,
        discountPaise: 0,
        shippingPaise: 0,
        taxPaise: 0,
        totalPaise: 0,
        codFeePaise: 0,
        freeShippingShortfallPaise: null,
      };
      const cashOnDelivery = codOffer(await this.cod.current(), 0);
      return { ...empty, lines: [], itemCount: 0, orderable: true, discount: null, discountRefusal: null, cashOnDelivery };
    }
    // The lines and the COD terms in one statement (order-lines.ts).
    const { lines: resolved, settings } = await resolveLinesWithSettings(this.deps.dataSource.manager, mergeLines(input), COD_SETTING_KEYS);

    // Stock is per size, and mergeLines leaves one line per size: a line draws on its size alone.
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
          discountPaise: 0,
          available: 0,
          maxQuantity: 0,
          problem: { code: 'NOT_FOUND', message: UNKNOWN_VARIANT_MESSAGE },
        };
      }
      const stock = Math.max(0, variant.stock);
      const allowed = this.orderLimit(stock);
      const maxQuantity = allowed;
      const what = `${product.name} (${variant.label})`;
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
        discountPaise: 0,
      };
      return {
        ...priced,
        problem:
          stockProblem({ name: what, stock, allowed, quantity: line.quantity, maxQuantity }) ??
          priceProblem(line.unitPrices, variant.pricePaise),
      };
    });

    const priceable = lines.filter((line) => line.unitPricePaise !== null);
    const email = typeof options.email === 'string' && options.email.includes('@') ? options.email.trim() : null;
    const { priced, code, refusal } = await priceWithCode(
      this.discounts,
      options.client ?? systemContext(),
      priceable.map((line) => ({ unitPricePaise: line.unitPricePaise!, quantity: line.quantity })),
      options.discountCode,
      email,
    );
    const { lineDiscountsPaise, savingPaise, ...totals } = priced;
    priceable.forEach((line, index) => (line.discountPaise = lineDiscountsPaise[index]));
    // The country is not known here: createOrder refuses COD for an address abroad.
    const cashOnDelivery = codOffer(codSettingsOf(settings), totals.totalPaise);
    const codFeePaise = options.paymentMethod === 'CASH_ON_DELIVERY' && cashOnDelivery.available ? cashOnDelivery.feePaise : 0;
    return {
      ...totals,
      totalPaise: totals.totalPaise + codFeePaise,
      codFeePaise,
      freeShippingShortfallPaise: totals.shippingPaise === 0 ? null : freeShippingShortfall(totals.subtotalPaise),
      cashOnDelivery,
      discount: code ? { code, savingPaise } : null,
      discountRefusal: refusal,
      lines,
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      orderable: lines.every((line) => line.problem === null),
    };
  }
}

interface StockCheck {
  name: string;
  stock: number;
  /** What one order may hold of the size (order-limits.ts). */
  allowed: number;
  quantity: number;
  maxQuantity: number;
}

/** The line's stock or limit problem, with its fix; the same rules createOrder enforces. */
function stockProblem({ name, stock, allowed, quantity, maxQuantity }: StockCheck): QuoteProblem | null {
  if (quantity <= maxQuantity) return null;
  if (stock === 0) return { code: 'OUT_OF_STOCK', message: `Sorry, ${name} is out of stock. Please remove it.` };
  const code = quantity > stock ? 'INSUFFICIENT_STOCK' : 'QUANTITY_LIMIT';
  if (code === 'QUANTITY_LIMIT') return { code, message: `${orderLimitMessage(allowed, 'this')} — reduce to ${maxQuantity}` };
  return { code, message: `Only ${stock} left — reduce to ${maxQuantity}` };
}

/** The shopper's unit price (paise) must equal the server's, as createOrder demands. */
function priceProblem(seen: readonly number[], actual: Paise): QuoteProblem | null {
  const changed = seen.find((price) => price !== actual);
  if (changed === undefined) return null;
  return { code: 'PRICE_CHANGED', message: `The price is now ${formatPaise(actual)} (was ${formatPaise(changed)}).` };
}
