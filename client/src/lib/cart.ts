import { makeVar, type ReactiveVar } from '@apollo/client';
import { useStoredVar } from './hydration-safe';
import { readStored, writeStored } from './storage';

/**
 * The cart (docs/storefront.md, Cart): lines identified by the size's variant id (Size.id), kept in an Apollo
 * reactive variable and persisted in localStorage so it survives reloads and the round trip to
 * the payment page. The product id, name and label are kept for display and the per-product
 * stock rule. Rules are pure functions so they can be tested on their own.
 */
export interface CartLine {
  /** The size's id: what the quote and the order are sent. */
  variantId: string;
  productId: string;
  name: string;
  /** The size's label, for display. */
  size: string;
  /** Unit price of this size in paise, as the shopper saw it. */
  unitPricePaise: number;
  quantity: number;
  imageUrl: string;
  category: string;
}

export const CART_STORAGE_KEY = 'herbal-cart';

const sameLine = (line: CartLine, variantId: string) => line.variantId === variantId;

/** Same size: quantities add up; otherwise the line is appended. */
export function addLine(lines: readonly CartLine[], item: CartLine): CartLine[] {
  const quantity = Math.max(1, Math.floor(item.quantity));
  if (lines.some((line) => sameLine(line, item.variantId))) {
    return lines.map((line) => (sameLine(line, item.variantId) ? { ...line, quantity: line.quantity + quantity } : line));
  }
  return [...lines, { ...item, quantity }];
}

/** Units of one size in the cart (each size has its own stock). */
export function unitsOfSize(lines: readonly CartLine[], variantId: string): number {
  return lines.reduce((sum, line) => (sameLine(line, variantId) ? sum + line.quantity : sum), 0);
}

/**
 * How many more units of a size fit: of `limit` (its stock, or what one order may hold of it,
 * the size's orderLimit), what the cart does not already hold.
 */
export function roomFor(lines: readonly CartLine[], variantId: string, limit: number): number {
  return Math.max(0, limit - unitsOfSize(lines, variantId));
}

export function removeLine(lines: readonly CartLine[], variantId: string): CartLine[] {
  return lines.filter((line) => !sameLine(line, variantId));
}

/** Sets the quantity of the matching line; 0 or less removes it. */
export function setLineQuantity(lines: readonly CartLine[], variantId: string, quantity: number): CartLine[] {
  if (quantity <= 0) return removeLine(lines, variantId);
  return lines.map((line) => (sameLine(line, variantId) ? { ...line, quantity: Math.floor(quantity) } : line));
}

/** The stepper's minus: a line of quantity 1 is removed. */
export function decrementLine(lines: readonly CartLine[], variantId: string): CartLine[] {
  const line = lines.find((item) => sameLine(item, variantId));
  return line ? setLineQuantity(lines, variantId, line.quantity - 1) : [...lines];
}

export function incrementLine(lines: readonly CartLine[], variantId: string): CartLine[] {
  const line = lines.find((item) => sameLine(item, variantId));
  return line ? setLineQuantity(lines, variantId, line.quantity + 1) : [...lines];
}

export function totalQuantity(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** The lines as the quote and the order are sent them (OrderLineInput): the size, how many, the price the shopper saw. */
export function orderLineInputs(lines: readonly CartLine[]) {
  return lines.map((line) => ({ variantId: line.variantId, quantity: line.quantity, unitPricePaise: line.unitPricePaise }));
}

/**
 * A stored line as this version keeps it. Carts saved before sizes had ids (product id and label,
 * price in rupees) name no variant and are dropped on load: the shopper adds the item again,
 * rather than the quote refusing a line it cannot identify.
 */
function isCartLine(value: unknown): value is CartLine {
  if (!value || typeof value !== 'object') return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.variantId === 'string' &&
    line.variantId !== '' &&
    typeof line.productId === 'string' &&
    typeof line.name === 'string' &&
    typeof line.size === 'string' &&
    typeof line.unitPricePaise === 'number' &&
    Number.isSafeInteger(line.unitPricePaise) &&
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
  /**
   * Adds the item; with `limit` (stock, or the size's orderLimit), never beyond it for that size.
   * Returns the units actually added (0 when the cart already holds all there is).
   */
  add(item: CartLine, limit?: number): number {
    const quantity = limit === undefined ? item.quantity : Math.min(item.quantity, roomFor(cartVar(), item.variantId, limit));
    if (quantity <= 0) return 0;
    commit(addLine(cartVar(), { ...item, quantity }));
    return quantity;
  },
  /** The server's price (paise) replaces the one the shopper saw, once they have seen the change (quote PRICE_CHANGED). */
  setUnitPrice(variantId: string, unitPricePaise: number) {
    commit(cartVar().map((line) => (sameLine(line, variantId) ? { ...line, unitPricePaise } : line)));
  },
  remove(variantId: string) {
    commit(removeLine(cartVar(), variantId));
  },
  setQuantity(variantId: string, quantity: number) {
    commit(setLineQuantity(cartVar(), variantId, quantity));
  },
  increment(variantId: string) {
    commit(incrementLine(cartVar(), variantId));
  },
  decrement(variantId: string) {
    commit(decrementLine(cartVar(), variantId));
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
