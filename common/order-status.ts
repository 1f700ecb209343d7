import { codeInWords } from './code-in-words.js';

/**
 * The order statuses, stated once (docs/storefront.md, Order statuses): the API's names (the
 * GraphQL enum OrderStatus, SCREAMING_CASE as integrators expect) and the names the shop shows and
 * stores, in the order screens list them. Everything else is derived from this map: the list of
 * names, the resolvers' enum mapping, the badge colours' keys, the state machine's table. The
 * schema's enum and the database's CHECK on orders.status are compared with it by tests
 * (order-status.test.ts, tests/api/sql-functions.test.ts), so a status added here and nowhere
 * else fails them.
 */
export const ORDER_STATUS_NAMES = {
  PENDING: 'Pending',
  PROCESSING: 'Processing',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
} as const;
export type OrderStatusCode = keyof typeof ORDER_STATUS_NAMES;
export type OrderStatusName = (typeof ORDER_STATUS_NAMES)[OrderStatusCode];
export const ORDER_STATUS_CODES = Object.keys(ORDER_STATUS_NAMES) as OrderStatusCode[];
export const ORDER_STATUSES: readonly OrderStatusName[] = Object.values(ORDER_STATUS_NAMES);

/** Where nothing further happens to an order; every other status is still open. */
export const FINAL_ORDER_STATUSES: readonly OrderStatusName[] = ['Delivered', 'Cancelled'];
export const OPEN_ORDER_STATUSES: readonly OrderStatusName[] = ORDER_STATUSES.filter((status) => !FINAL_ORDER_STATUSES.includes(status));

export function isOrderStatus(value: unknown): value is OrderStatusName {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

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
