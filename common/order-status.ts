/** Order statuses and their badge colours (spec §4). */
export const ORDER_STATUSES = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: unknown): value is OrderStatusName {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

const BADGE_COLOURS: Record<OrderStatusName, string> = {
  Delivered: 'green',
  Shipped: 'blue',
  Processing: 'yellow',
  Pending: 'orange',
  Cancelled: 'red',
};

export function orderStatusColour(status: string): string {
  return isOrderStatus(status) ? BADGE_COLOURS[status] : 'gray';
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
