import { hasControlCharacters, hasControlCharactersBesidesLineBreaks } from '@common/single-line-text.js';
import type { OrderEntity } from './order.entity.js';

/**
 * What may change about an order before it ships, and who may change it. Pure rules: the order
 * change service applies them in its transaction, the API answers `shopperMayCancel` with them.
 */
export type OrderActivityKind =
  'NOTE' | 'ADDRESS_CHANGE_REQUESTED' | 'CONTACT_CHANGED' | 'CANCELLED_BY_SHOPPER' | 'LINES_CANCELLED' | 'FAILED_DELIVERY_ANSWERED';

export const MAX_NOTE_LENGTH = 1000;
export const MAX_REQUEST_LENGTH = 500;
export const MIN_ADDRESS_REQUEST_LENGTH = 10;

type OrderFacts = Pick<OrderEntity, 'status' | 'paymentStatus'>;

/**
 * Why the shopper may not cancel the order themselves now, or null when they may: a paid order or
 * a cash-on-delivery one, in Processing (not yet handed to the courier). An unpaid order lapses on
 * its own; a shipped one comes back as a return.
 */
export function shopperCancelRefusal(order: OrderFacts): string | null {
  if (order.status === 'Processing') return null;
  if (order.status === 'Pending') return 'This order is not paid yet: it is cancelled on its own if the payment is not made.';
  if (order.status === 'Shipped')
    return 'This order has shipped, so it can no longer be cancelled: once it arrives you can ask for a return.';
  if (order.status === 'Delivered') return 'This order was delivered: you can ask for a return from its page.';
  return 'This order is already cancelled.';
}

/** Why the address or phone may not change now (shipped or closed), or null while it may. */
export function beforeShippingRefusal(order: OrderFacts): string | null {
  if (order.status === 'Pending' || order.status === 'Processing') return null;
  if (order.status === 'Shipped') return 'This order has shipped: the courier already has its address.';
  return `This order is ${order.status.toLowerCase()}: nothing about its delivery can change.`;
}

/** A text of one or more lines from a person: trimmed, or why it is refused. */
export function checkedText(
  value: unknown,
  { min = 1, max, what }: { min?: number; max: number; what: string },
): { text: string } | { problem: string } {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length < min) return { problem: min > 1 ? `Write ${what} in at least ${min} characters` : `Write ${what}` };
  if (text.length > max) return { problem: `${what[0].toUpperCase()}${what.slice(1)} must be at most ${max} characters` };
  if (hasControlCharactersBesidesLineBreaks(text)) return { problem: `${what[0].toUpperCase()}${what.slice(1)} must be plain text` };
  return { text };
}

/** A one-line field (street, city, phone) for the history's "from → to", refusing line breaks. */
export function isSingleLine(value: string): boolean {
  return !hasControlCharacters(value);
}
