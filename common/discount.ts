import { inIndia } from './india-time.js';
import { formatPaise, type Paise } from './money.js';
import { lineTotalPaise, shippingFor, taxFor, type OrderTotals, type PricedLine } from './pricing.js';

/**
 * Discount codes: what a code takes off an order, how that is spread over the lines, and why a
 * code is refused. The server prices every quote and order with these functions and the cart and
 * checkout show the same figures and messages, so the two cannot disagree by a paisa.
 *
 * A code's saving never changes shipping's rule: shipping is worked out on the subtotal before the
 * discount, so applying a code never makes a shopper lose free shipping.
 */
export const DISCOUNT_KINDS = ['PERCENTAGE', 'FIXED_AMOUNT', 'FREE_SHIPPING'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const MIN_DISCOUNT_PERCENT = 1;
export const MAX_DISCOUNT_PERCENT = 90;
/** Codes are typed by people: letters, digits, dashes and underscores, 3 to 32 of them. */
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

export const DISCOUNT_REFUSAL_REASONS = [
  'UNKNOWN',
  'PAUSED',
  'NOT_STARTED',
  'EXPIRED',
  'BELOW_MINIMUM',
  'USED_UP',
  'ALREADY_USED',
] as const;
export type DiscountRefusalReason = (typeof DISCOUNT_REFUSAL_REASONS)[number];

/** The terms of a code as pricing needs them. */
export interface DiscountTerms {
  code: string;
  kind: DiscountKind;
  /** PERCENTAGE only: 1 to 90. */
  percent: number | null;
  /** FIXED_AMOUNT only: paise off the goods (never more than the goods cost). */
  amountPaise: number | null;
  minimumSubtotalPaise: Paise;
  startsAt: Date | null;
  /** The first moment the code no longer works. */
  endsAt: Date | null;
  active: boolean;
}

export interface DiscountRefusal {
  reason: DiscountRefusalReason;
  message: string;
  /** BELOW_MINIMUM: what the goods must still add up to before the code works. */
  amountNeededPaise: Paise | null;
}

/** A code as a code is compared: case does not matter, and spaces around it are dropped. */
export function normaliseDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The day and time in India, e.g. "1 Dec 2026, 10:00 am IST", for a refusal's message. */
export function formatIndiaTime(at: Date): string {
  const india = inIndia(at);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const hours = india.getUTCHours();
  const minutes = String(india.getUTCMinutes()).padStart(2, '0');
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
  return `${india.getUTCDate()} ${months[india.getUTCMonth()]} ${india.getUTCFullYear()}, ${clock} IST`;
}

/** The refusal for `reason`, with the message the shopper sees on the code's field. */
export function discountRefusal(
  reason: DiscountRefusalReason,
  code: string,
  facts: { at?: Date | null; neededPaise?: Paise } = {},
): DiscountRefusal {
  const shown = normaliseDiscountCode(code);
  const messages: Record<DiscountRefusalReason, string> = {
    UNKNOWN: `${shown} is not a discount code we know. Please check it.`,
    PAUSED: `${shown} is not available right now.`,
    NOT_STARTED: `${shown} works from ${facts.at ? formatIndiaTime(facts.at) : 'a later date'}.`,
    EXPIRED: `${shown} has expired.`,
    BELOW_MINIMUM: `Add ${formatPaise(facts.neededPaise ?? 0)} more to use ${shown}.`,
    USED_UP: `${shown} has been used as many times as it can be.`,
    ALREADY_USED: `You have already used ${shown}.`,
  };
  return { reason, message: messages[reason], amountNeededPaise: reason === 'BELOW_MINIMUM' ? (facts.neededPaise ?? 0) : null };
}

/**
 * Why goods worth `subtotalPaise` are too little for `terms`, or null when they are enough. The
 * code's switch, dates and use counts are not here: the database states them once
 * (discount_code_refusal in server/src/db/functions/discount-codes.sql), for pricing a cart and
 * for claiming a use when the order is placed.
 */
export function minimumRefusal(terms: Pick<DiscountTerms, 'code' | 'minimumSubtotalPaise'>, subtotalPaise: Paise): DiscountRefusal | null {
  if (subtotalPaise < terms.minimumSubtotalPaise) {
    return discountRefusal('BELOW_MINIMUM', terms.code, { neededPaise: terms.minimumSubtotalPaise - subtotalPaise });
  }
  return null;
}

export interface DiscountedTotals {
  subtotalPaise: Paise;
  /** Taken off the goods (spread over the lines). */
  discountPaise: Paise;
  shippingPaise: Paise;
  /** What the code saved in all: the goods' discount and any shipping it waived. */
  savingPaise: Paise;
}

/**
 * What `terms` takes off goods worth `subtotalPaise`: a percentage rounded to the nearest paisa
 * (half up), a fixed amount up to the goods' worth, or the shipping fee.
 */
export function applyDiscount(
  terms: Pick<DiscountTerms, 'kind' | 'percent' | 'amountPaise'> | null,
  subtotalPaise: Paise,
): DiscountedTotals {
  const shipping = shippingFor(subtotalPaise);
  if (!terms) return { subtotalPaise, discountPaise: 0, shippingPaise: shipping, savingPaise: 0 };
  if (terms.kind === 'FREE_SHIPPING') return { subtotalPaise, discountPaise: 0, shippingPaise: 0, savingPaise: shipping };
  const discount =
    terms.kind === 'PERCENTAGE'
      ? Math.floor((subtotalPaise * (terms.percent ?? 0) + 50) / 100)
      : Math.min(terms.amountPaise ?? 0, subtotalPaise);
  return { subtotalPaise, discountPaise: discount, shippingPaise: shipping, savingPaise: discount };
}

/**
 * The discount spread over the lines in proportion to their totals, by largest remainder: each
 * line gets the whole paise of its share, and the paise left go one each to the lines with the
 * largest fractions (the earlier line on a tie). The shares add up to the discount exactly and no
 * line gives more than it costs, so every line's taxable value on the invoice is what was paid.
 */
export function spreadDiscount(lineTotalsPaise: readonly Paise[], discountPaise: Paise): Paise[] {
  const total = lineTotalsPaise.reduce((sum, paise) => sum + paise, 0);
  if (discountPaise <= 0 || total <= 0) return lineTotalsPaise.map(() => 0);
  // Integer arithmetic: amounts are paise, far below 2^53 even multiplied together.
  const shares = lineTotalsPaise.map((lineTotal, index) => ({
    index,
    paise: Math.floor((discountPaise * lineTotal) / total),
    remainder: (discountPaise * lineTotal) % total,
  }));
  let left = discountPaise - shares.reduce((sum, share) => sum + share.paise, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left === 0) break;
    share.paise += 1;
    left -= 1;
  }
  return shares.map((share) => share.paise);
}

/** An order priced with a code: the totals, the code's saving and each line's share of it. */
export interface DiscountedOrder extends OrderTotals {
  discountPaise: Paise;
  savingPaise: Paise;
  /** Per line, in the lines' order: its share of discountPaise. */
  lineDiscountsPaise: Paise[];
}

/**
 * The one pricing rule (pricing.ts) with a code applied: total = subtotal − discount + shipping +
 * tax. Without a code it is priceOrder's answer, with a zero discount.
 */
export function priceDiscountedOrder(
  lines: readonly PricedLine[],
  terms: Pick<DiscountTerms, 'kind' | 'percent' | 'amountPaise'> | null,
): DiscountedOrder {
  const lineTotals = lines.map(lineTotalPaise);
  const subtotalPaise = lineTotals.reduce((sum, paise) => sum + paise, 0);
  const { discountPaise, shippingPaise, savingPaise } = applyDiscount(terms, subtotalPaise);
  const taxPaise = taxFor(subtotalPaise - discountPaise);
  return {
    subtotalPaise,
    discountPaise,
    shippingPaise,
    taxPaise,
    totalPaise: subtotalPaise - discountPaise + shippingPaise + taxPaise,
    savingPaise,
    lineDiscountsPaise: spreadDiscount(lineTotals, discountPaise),
  };
}
