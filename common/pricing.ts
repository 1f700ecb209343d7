import { groupIndianDigits, type Paise } from './money.js';

/**
 * The shop's one pricing rule: shipping is free when the subtotal is above ₹1000,
 * otherwise ₹30; no tax is added because prices include GST. The server prices every order with
 * this module and the cart and checkout screens show the same figures from it.
 */
export const FREE_SHIPPING_ABOVE_PAISE: Paise = 1000_00;
export const FLAT_SHIPPING_PAISE: Paise = 30_00;
export const TAX_RATE = 0;

export interface PricedLine {
  unitPricePaise: Paise;
  quantity: number;
}

export interface OrderTotals {
  subtotalPaise: Paise;
  shippingPaise: Paise;
  taxPaise: Paise;
  totalPaise: Paise;
}

export function shippingFor(subtotalPaise: Paise): Paise {
  if (subtotalPaise <= 0) return 0;
  return subtotalPaise > FREE_SHIPPING_ABOVE_PAISE ? 0 : FLAT_SHIPPING_PAISE;
}

/**
 * What the shopper has to add for free shipping: the least amount that takes the subtotal above
 * the threshold (₹0.01 at exactly ₹1,000, which still pays shipping); null when shipping is
 * already free or the cart is empty.
 */
export function freeShippingShortfall(subtotalPaise: Paise): Paise | null {
  if (shippingFor(subtotalPaise) === 0) return null;
  return FREE_SHIPPING_ABOVE_PAISE - subtotalPaise + 1;
}

/** ₹1,000: an amount in whole rupees, rounded up (what a shopper adds is never a few paise). */
export function formatWholeRupeesUp(paise: Paise): string {
  return `₹${groupIndianDigits(String(Math.ceil(paise / 100)))}`;
}

/**
 * "Add ₹304 more for free shipping" for a ₹697 cart, from the shortfall the server's quote states
 * (`Quote.freeShippingShortfallMoney`): in whole rupees, rounded up so that adding it really makes
 * shipping free (₹303 would make exactly ₹1,000, which still pays shipping); null when the quote
 * says shipping is already free (over the threshold, or a free-shipping code). Cart and checkout show it.
 */
export function freeShippingNudge(shortfall: Paise | null): string | null {
  if (shortfall === null) return null;
  return `Add ${formatWholeRupeesUp(shortfall)} more for free shipping (orders above ${formatWholeRupeesUp(FREE_SHIPPING_ABOVE_PAISE)})`;
}

export function taxFor(subtotalPaise: Paise): Paise {
  return Math.round(subtotalPaise * TAX_RATE);
}

export function lineTotalPaise(line: PricedLine): Paise {
  return line.unitPricePaise * line.quantity;
}

export function priceOrder(lines: readonly PricedLine[]): OrderTotals {
  const subtotalPaise = lines.reduce((sum, line) => sum + lineTotalPaise(line), 0);
  const shippingPaise = shippingFor(subtotalPaise);
  const taxPaise = taxFor(subtotalPaise);
  return { subtotalPaise, shippingPaise, taxPaise, totalPaise: subtotalPaise + shippingPaise + taxPaise };
}
