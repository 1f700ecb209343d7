import { makeVar, type ReactiveVar } from '@apollo/client';
import { priceOrder, type OrderTotals } from '../../../common/pricing';
import { rupeesToPaise } from '../../../common/money';
import { useStoredVar } from './hydration-safe';
import { readStored, writeStored } from './storage';

/**
 * The cart (spec §4): lines identified by product id together with size, kept in an Apollo
 * reactive variable and persisted in localStorage so it survives reloads and the round trip to
 * the payment page. Rules are pure functions so they can be tested on their own.
 */
export interface CartLine {
  productId: string;
  name: string;
  size: string;
  /** Unit price of this size in rupees, as the shopper saw it. */
  unitPrice: number;
  quantity: number;
  imageUrl: string;
  category: string;
}

export const CART_STORAGE_KEY = 'herbal-cart';

const sameLine = (line: CartLine, productId: string, size: string) => line.productId === productId && line.size === size;

/** Same id and size: quantities add up; otherwise the line is appended. */
export function addLine(lines: readonly CartLine[], item: CartLine): CartLine[] {
  const quantity = Math.max(1, Math.floor(item.quantity));
  if (lines.some((line) => sameLine(line, item.productId, item.size))) {
    return lines.map((line) => (sameLine(line, item.productId, item.size) ? { ...line, quantity: line.quantity + quantity } : line));
  }
  return [...lines, { ...item, quantity }];
}

export function removeLine(lines: readonly CartLine[], productId: string, size: string): CartLine[] {
  return lines.filter((line) => !sameLine(line, productId, size));
}

/** Sets the quantity of the matching line; 0 or less removes it. */
export function setLineQuantity(lines: readonly CartLine[], productId: string, size: string, quantity: number): CartLine[] {
  if (quantity <= 0) return removeLine(lines, productId, size);
  return lines.map((line) => (sameLine(line, productId, size) ? { ...line, quantity: Math.floor(quantity) } : line));
}

/** The stepper's minus: a line of quantity 1 is removed. */
export function decrementLine(lines: readonly CartLine[], productId: string, size: string): CartLine[] {
  const line = lines.find((item) => sameLine(item, productId, size));
  return line ? setLineQuantity(lines, productId, size, line.quantity - 1) : [...lines];
}

export function incrementLine(lines: readonly CartLine[], productId: string, size: string): CartLine[] {
  const line = lines.find((item) => sameLine(item, productId, size));
  return line ? setLineQuantity(lines, productId, size, line.quantity + 1) : [...lines];
}

export function totalQuantity(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Totals by the one pricing rule (DESIGN.md D1), in paise. */
export function cartTotals(lines: readonly CartLine[]): OrderTotals {
  return priceOrder(lines.map((line) => ({ unitPricePaise: rupeesToPaise(line.unitPrice) ?? Math.round(line.unitPrice * 100), quantity: line.quantity })));
}

function isCartLine(value: unknown): value is CartLine {
  if (!value || typeof value !== 'object') return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.productId === 'string' &&
    typeof line.name === 'string' &&
    typeof line.size === 'string' &&
    typeof line.unitPrice === 'number' &&
    Number.isFinite(line.unitPrice) &&
    typeof line.quantity === 'number' &&
    Number.isInteger(line.quantity) &&
    line.quantity > 0 &&
    typeof line.imageUrl === 'string'
  );
}

/**
 * The empty cart: one value, so a page hydrated for a visitor with an empty cart finds the same
 * value the server rendered with and re-renders nothing (see useStoredVar).
 */
const NO_LINES: CartLine[] = [];

function loadCart(): CartLine[] {
  const lines = readStored(CART_STORAGE_KEY, (value) =>
    Array.isArray(value) ? value.filter(isCartLine).map((line) => ({ ...line, category: String(line.category ?? '') })) : null,
  );
  return lines?.length ? lines : NO_LINES;
}

export const cartVar: ReactiveVar<CartLine[]> = makeVar<CartLine[]>(typeof window === 'undefined' ? [] : loadCart());

function commit(next: CartLine[]) {
  cartVar(next);
  writeStored(CART_STORAGE_KEY, next);
}

export const cartActions = {
  add(item: CartLine) {
    commit(addLine(cartVar(), item));
  },
  remove(productId: string, size: string) {
    commit(removeLine(cartVar(), productId, size));
  },
  setQuantity(productId: string, size: string, quantity: number) {
    commit(setLineQuantity(cartVar(), productId, size, quantity));
  },
  increment(productId: string, size: string) {
    commit(incrementLine(cartVar(), productId, size));
  },
  decrement(productId: string, size: string) {
    commit(decrementLine(cartVar(), productId, size));
  },
  clear() {
    commit([]);
  },
  /** Re-reads storage: another tab changed the cart. */
  reload() {
    cartVar(loadCart());
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY) cartActions.reload();
  });
}

export function useCart(): CartLine[] {
  return useStoredVar(cartVar, NO_LINES);
}

export function useCartCount(): number {
  return totalQuantity(useStoredVar(cartVar, NO_LINES));
}
