import { codeInWords } from './code-in-words.js';

/** Order statuses and their badge colours (spec §4). */
export const ORDER_STATUSES = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: unknown): value is OrderStatusName {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * The API's names for the statuses (the GraphQL enum OrderStatus), SCREAMING_CASE as integrators
 * expect, and the names the shop shows and stores. The server maps one onto the other in the
 * schema; the storefront shows the name.
 */
export const ORDER_STATUS_NAMES = {
  PENDING: 'Pending',
  PROCESSING: 'Processing',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
} as const satisfies Record<string, OrderStatusName>;
export type OrderStatusCode = keyof typeof ORDER_STATUS_NAMES;
export const ORDER_STATUS_CODES = Object.keys(ORDER_STATUS_NAMES) as OrderStatusCode[];

export function isOrderStatusCode(value: unknown): value is OrderStatusCode {
  return typeof value === 'string' && Object.hasOwn(ORDER_STATUS_NAMES, value);
}

/** What the shop shows for an API status, e.g. Pending for PENDING. */
export function orderStatusName(code: OrderStatusCode): OrderStatusName {
  return ORDER_STATUS_NAMES[code];
}

export function orderStatusCode(name: OrderStatusName): OrderStatusCode {
  return ORDER_STATUS_CODES.find((code) => ORDER_STATUS_NAMES[code] === name)!;
}

const BADGE_COLOURS: Record<OrderStatusName, string> = {
  Delivered: 'green',
  Shipped: 'blue',
  Processing: 'yellow',
  Pending: 'orange',
  Cancelled: 'red',
};

/** The badge colour of a status, given as the API's code (PENDING) or as its name (Pending). */
export function orderStatusColour(status: string): string {
  const name = isOrderStatusCode(status) ? ORDER_STATUS_NAMES[status] : status;
  return isOrderStatus(name) ? BADGE_COLOURS[name] : 'gray';
}

/** The payment's state as the shop says it (the API's PaymentStatus codes). */
export const PAYMENT_STATUS_LABELS: Readonly<Record<string, string>> = {
  PENDING: 'Pending',
  PAID: 'Paid',
  FAILED: 'Failed',
  PARTIALLY_REFUNDED: 'Partly refunded',
  REFUNDED: 'Refunded',
  PAY_ON_DELIVERY: 'Cash on delivery',
};

/** What the screen shows for a payment status code: PARTIALLY_REFUNDED → Partly refunded. */
export function paymentStatusLabel(code: string): string {
  return Object.hasOwn(PAYMENT_STATUS_LABELS, code) ? PAYMENT_STATUS_LABELS[code] : codeInWords(code);
}

/** Estimated delivery shown on the confirmation page: five days from the given day. */
export const DELIVERY_ESTIMATE_DAYS = 5;
export function estimatedDelivery(from: Date): Date {
  const date = new Date(from);
  date.setDate(date.getDate() + DELIVERY_ESTIMATE_DAYS);
  return date;
}

export function formatOrderNumber(orderNumber: number): string {
  return `HB-${orderNumber}`;
}
